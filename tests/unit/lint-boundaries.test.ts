/**
 * The linter keeps the architecture's boundaries (docs/architecture.md): a feature is entered only
 * through its index (or a lazily loaded page), and so is the first-paint machinery (src/app/firstPaint); test helpers stay out of production code, the
 * layers of src import nothing above them, and no import cycle exists. Each case lints small files written into src/ for the test, beside their
 * legitimate twin, and removes them after.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const DIR = `src/features/chat/lintProbe${process.pid}`;
const APP_DIR = `src/app/lintProbe${process.pid}`;
/** One probe folder per layer the cases below import from. */
const LAYER_DIRS = ['config', 'lib', 'data/collections', 'data', 'session', 'components'].map((layer) => `src/${layer}/lintProbe${process.pid}`);
const [CONFIG_DIR, LIB_DIR, COLLECTIONS_DIR, DATA_DIR, SESSION_DIR, COMPONENTS_DIR] = LAYER_DIRS;
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(file: string, code: string): Promise<string[]> {
  writeFileSync(join(ROOT, file), code);
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('architecture lint rules', () => {
  // Made before the first lint, which reads the folders of src/lib into the layers.
  beforeAll(() => [DIR, APP_DIR, ...LAYER_DIRS].forEach((dir) => mkdirSync(join(ROOT, dir), { recursive: true })));
  afterAll(() => [DIR, APP_DIR, ...LAYER_DIRS].forEach((dir) => rmSync(join(ROOT, dir), { recursive: true, force: true })));

  it('refuse a deep import into another feature, and accept its index', async () => {
    expect(await ruleIds(`${DIR}/deep.ts`, "import { RoomCard } from '@/features/listings/components/RoomCard';\nexport const card = RoomCard;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(`${DIR}/index-import.ts`, "import { RoomCard } from '@/features/listings';\nexport const card = RoomCard;\n")).toEqual([]);
  }, 120_000);

  it('refuse a deep import into the first-paint machinery, and accept its index', async () => {
    expect(await ruleIds(`${APP_DIR}/deep.ts`, "import { showPostPreview } from '@/app/firstPaint/earlyPreview';\nexport const show = showPostPreview;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(`${APP_DIR}/index-import.ts`, "import { firstPaintHead } from '@/app/firstPaint';\nexport const head = firstPaintHead;\n")).toEqual([]);
  }, 120_000);

  it('refuse test helpers in production code', async () => {
    expect(await ruleIds(`${DIR}/helper.ts`, "import * as helpers from '@/testing/listings';\nexport const h = helpers;\n")).toContain('import-x/no-restricted-paths');
  }, 120_000);

  it('refuse an import from a higher layer, and accept one from a lower layer', async () => {
    const upward = [
      [CONFIG_DIR, "import { formatGBP } from '@/lib/format';"],
      [LIB_DIR, "import { ROOM_TYPES } from '@/data/collections/roomListings';"],
      [LIB_DIR, "import { roomFilterCodec } from '@/lib/filters/roomFilters';"],
      [COLLECTIONS_DIR, "import { fsPaths } from '@/data/transport/db';"],
      [DATA_DIR, "import { storeRole } from '@/session/roleStorage';"],
      [SESSION_DIR, "import { toast } from '@/components/ui/toast';"],
      [COMPONENTS_DIR, "import { useDarkMode } from '@/features/theme';"],
    ];
    for (const [dir, line] of upward) {
      expect(await ruleIds(`${dir}/up.ts`, `${line}\nexport const probe = 1;\n`), line).toContain('import-x/no-restricted-paths');
    }
    expect(await ruleIds(`${DATA_DIR}/down.ts`, "import { buildSlug } from '@/config/slug';\nimport { formatGBP } from '@/lib/format';\nimport { ROOM_TYPES } from '@/data/collections/roomListings';\nexport const probe = [buildSlug, formatGBP, ROOM_TYPES];\n")).toEqual([]);
    expect(await ruleIds(`${COLLECTIONS_DIR}/down.ts`, "import { formatGBP } from '@/lib/format';\nimport { ROOM_LISTING_SCHEMA } from '@/schema/posts';\nexport const probe = [formatGBP, ROOM_LISTING_SCHEMA];\n")).toEqual([]);
    expect(await ruleIds(`${COMPONENTS_DIR}/down.ts`, "import type { SessionValue } from '@/session/SessionProvider';\nexport type Probe = SessionValue;\n")).toEqual([]);
  }, 120_000);

  it('refuse an import cycle', async () => {
    writeFileSync(join(ROOT, DIR, 'cycleB.ts'), "import { a } from './cycleA';\nexport const b = () => a;\n");
    expect(await ruleIds(`${DIR}/cycleA.ts`, "import { b } from './cycleB';\nexport const a = 1;\nexport const useB = b;\n")).toContain('import-x/no-cycle');
    expect(await ruleIds(`${DIR}/cycleB.ts`, "export const b = () => 2;\n")).toEqual([]);
  }, 120_000);
});

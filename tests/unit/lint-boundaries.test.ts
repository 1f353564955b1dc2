/**
 * The linter keeps the architecture's boundaries (docs/architecture.md): a feature is entered only
 * through its index (or a lazily loaded page), test helpers stay out of production code, and no
 * import cycle exists. Each case lints small files written into src/ for the test, beside their
 * legitimate twin, and removes them after.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const DIR = `src/features/chat/lintProbe${process.pid}`;
const eslint = new ESLint({ cwd: ROOT });

async function ruleIds(file: string, code: string): Promise<string[]> {
  writeFileSync(join(ROOT, file), code);
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('architecture lint rules', () => {
  beforeAll(() => mkdirSync(join(ROOT, DIR), { recursive: true }));
  afterAll(() => rmSync(join(ROOT, DIR), { recursive: true, force: true }));

  it('refuse a deep import into another feature, and accept its index', async () => {
    expect(await ruleIds(`${DIR}/deep.ts`, "import { RoomCard } from '@/features/listings/components/RoomCard';\nexport const card = RoomCard;\n")).toContain('import-x/no-restricted-paths');
    expect(await ruleIds(`${DIR}/index-import.ts`, "import { RoomCard } from '@/features/listings';\nexport const card = RoomCard;\n")).toEqual([]);
  }, 120_000);

  it('refuse test helpers in production code', async () => {
    expect(await ruleIds(`${DIR}/helper.ts`, "import * as helpers from '@/testing/listings';\nexport const h = helpers;\n")).toContain('import-x/no-restricted-paths');
  }, 120_000);

  it('refuse an import cycle', async () => {
    writeFileSync(join(ROOT, DIR, 'cycleB.ts'), "import { a } from './cycleA';\nexport const b = () => a;\n");
    expect(await ruleIds(`${DIR}/cycleA.ts`, "import { b } from './cycleB';\nexport const a = 1;\nexport const useB = b;\n")).toContain('import-x/no-cycle');
    expect(await ruleIds(`${DIR}/cycleB.ts`, "export const b = () => 2;\n")).toEqual([]);
  }, 120_000);
});

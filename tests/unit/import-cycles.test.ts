/** No two modules of src import each other, through values or types alone (tests/unit/importGraph.ts). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilerOptions, importCycles, importGraph } from './importGraph';

const ROOT = join(import.meta.dirname, '../..');
const options = compilerOptions(join(ROOT, 'tsconfig.app.json'));

describe('import cycles', () => {
  it('finds a cycle made of type-only imports', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cycle-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b: B }\n");
      writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
      writeFileSync(join(dir, 'c.ts'), "import type { A } from './a';\nexport type C = A;\n");
      expect(importCycles(importGraph(dir, options)).map((group) => group.map((file) => relative(dir, file)))).toEqual([['a.ts', 'b.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('src has none', () => {
    const cycles = importCycles(importGraph(join(ROOT, 'src'), options));
    expect(cycles.map((group) => group.map((file) => relative(ROOT, file)))).toEqual([]);
  }, 60_000);
});

/** Every feature folder is entered through its public index (docs/architecture.md, eslint.config.js). */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FEATURES = join(import.meta.dirname, '../../src/features');

describe('feature folders', () => {
  it('each have an index.ts', () => {
    const folders = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.length).toBeGreaterThan(0);
    expect(folders.map((entry) => entry.name).filter((name) => !existsSync(join(FEATURES, name, 'index.ts')))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { needsIsolation, projectsByIsolation, testFiles } from '../support/isolation';

describe('which test files get a module graph of their own', () => {
  it('isolates a file that mocks a module, and shares one that swaps nothing', () => {
    expect(needsIsolation('tests/data/app-check.test.ts')).toBe(true);
    expect(needsIsolation('src/features/map/RoomsMapSection.test.tsx')).toBe(true);
    expect(needsIsolation('tests/unit/docs.test.ts')).toBe(false);
  });

  it('puts every file in exactly one of the two projects', () => {
    const files = testFiles(['src', 'tests/unit'], /\.test\.tsx?$/);
    const [shared, isolated] = projectsByIsolation('unit', files);
    const included = [...(shared.test?.include ?? []), ...(isolated.test?.include ?? [])];
    expect(included.toSorted()).toEqual(files.toSorted());
    expect(shared.test?.isolate).toBe(false);
    expect(isolated.test?.isolate).toBe(true);
  });
});

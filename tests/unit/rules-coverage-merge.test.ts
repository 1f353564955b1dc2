import { describe, expect, it } from 'vitest';
import { mergeParts } from '../rules/support/coverage';

describe("the rules coverage report merges the test files' parts", () => {
  const lines = { '0': 10, '0.0': 10, '0.1': 11, '1': 20 };

  it('counts an expression evaluated when any file evaluated it', () => {
    const summary = mergeParts([
      { lines, evaluated: ['0', '0.0'], allowOutcomes: {} },
      { lines, evaluated: ['0', '1'], allowOutcomes: {} },
    ]);
    expect(summary).toMatchObject({ expressions: 4, unevaluated: 1, unevaluatedLines: [11] });
  });

  it('counts an allow statement two-sided when the files together saw it grant and deny', () => {
    const summary = mergeParts([
      { lines, evaluated: [], allowOutcomes: { 10: [true], 20: [true] } },
      { lines, evaluated: [], allowOutcomes: { 10: [false], 20: [] } },
    ]);
    expect(summary).toMatchObject({ allowStatements: 2, oneSidedAllowLines: [20] });
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as data from '@/data';
import { spyOnData } from '@/testing/spies';
import { mapLegacyNeedsStep } from './legacyNeedsJob';

beforeEach(() => {
  spyOnData(['countRoommateRequests', 'legacyNeedsPage', 'setRoommateNeeds']);
  vi.mocked(data.setRoommateNeeds).mockResolvedValue(true);
});

describe('mapLegacyNeedsStep', () => {
  it("writes each changed profile's needs and counts those written, not those deleted meanwhile", async () => {
    vi.mocked(data.legacyNeedsPage).mockResolvedValue({
      checked: 20,
      changes: [
        { id: 'a', needs: { prefer: { kitchen: ['veg-only', 'veg-eggs', 'jain'] } } },
        { id: 'gone', needs: { prefer: { smoking: ['none', 'outside'] } } },
      ],
      next: 'z',
    });
    vi.mocked(data.setRoommateNeeds).mockImplementation((id) => Promise.resolve(id !== 'gone'));
    expect(await mapLegacyNeedsStep('y')).toEqual({ checked: 20, updated: 1, next: 'z' });
    expect(data.legacyNeedsPage).toHaveBeenCalledWith('y');
    expect(data.setRoommateNeeds).toHaveBeenCalledWith('a', { prefer: { kitchen: ['veg-only', 'veg-eggs', 'jain'] } });
  });

  it('writes nothing on a page with nothing to change', async () => {
    vi.mocked(data.legacyNeedsPage).mockResolvedValue({ checked: 3, changes: [], next: null });
    expect(await mapLegacyNeedsStep(null)).toEqual({ checked: 3, updated: 0, next: null });
    expect(data.setRoommateNeeds).not.toHaveBeenCalled();
  });
});

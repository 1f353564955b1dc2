import { beforeEach, describe, expect, it, vi } from 'vitest';
import { legacyNeedsPage, setRoommateNeeds } from '@/data';
import { mapLegacyNeedsStep } from './legacyNeedsJob';

vi.mock('@/data', () => ({ countRoommateRequests: vi.fn(), legacyNeedsPage: vi.fn(), setRoommateNeeds: vi.fn() }));

beforeEach(() => {
  vi.mocked(setRoommateNeeds).mockReset().mockResolvedValue(true);
});

describe('mapLegacyNeedsStep', () => {
  it("writes each changed profile's needs and counts those written, not those deleted meanwhile", async () => {
    vi.mocked(legacyNeedsPage).mockResolvedValue({
      checked: 20,
      changes: [
        { id: 'a', needs: { prefer: { kitchen: ['veg-only', 'veg-eggs', 'jain'] } } },
        { id: 'gone', needs: { prefer: { smoking: ['none', 'outside'] } } },
      ],
      next: 'z',
    });
    vi.mocked(setRoommateNeeds).mockImplementation((id) => Promise.resolve(id !== 'gone'));
    expect(await mapLegacyNeedsStep('y')).toEqual({ checked: 20, updated: 1, next: 'z' });
    expect(legacyNeedsPage).toHaveBeenCalledWith('y');
    expect(setRoommateNeeds).toHaveBeenCalledWith('a', { prefer: { kitchen: ['veg-only', 'veg-eggs', 'jain'] } });
  });

  it('writes nothing on a page with nothing to change', async () => {
    vi.mocked(legacyNeedsPage).mockResolvedValue({ checked: 3, changes: [], next: null });
    expect(await mapLegacyNeedsStep(null)).toEqual({ checked: 3, updated: 0, next: null });
    expect(setRoommateNeeds).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RENT_CHECK } from './messages';
import * as data from '@/data';
import * as afterLoad from '@/lib/useAfterLoad';
import { RentCheck } from './RentCheck';
import { TypicalRents } from './TypicalRents';


const room = { id: 'room-1', rent: 750, roomType: 'Double' as const, address: 'East Ham', postcode: 'London, UK' };
const nineRents = [850, 880, 900, 910, 915, 920, 950, 980, 1000];

beforeEach(() => {
  vi.spyOn(afterLoad, 'useAfterLoad').mockReturnValue(true);
  vi.spyOn(data, 'fetchComparableRents').mockReturnValue(new Promise(() => undefined));
});

describe('RentCheck', () => {
  it('reads nothing and says it is comparing until the page has settled', () => {
    vi.mocked(afterLoad.useAfterLoad).mockReturnValue(false);
    render(<RentCheck room={room} />);
    expect(screen.getByTestId('rent-check')).toHaveTextContent(RENT_CHECK.loading);
    expect(data.fetchComparableRents).not.toHaveBeenCalled();
  });

  it('compares with the other active Doubles of the area (the room itself left out)', async () => {
    vi.mocked(data.fetchComparableRents).mockResolvedValue(nineRents);
    render(<RentCheck room={room} />);
    expect(await screen.findByText('£750 is 18% below the typical Double in East Ham: £915 across 9 listings')).toBeInTheDocument();
    expect(vi.mocked(data.fetchComparableRents).mock.calls).toEqual([['east-ham', 'Double', 'room-1']]);
  });

  it('says when a rent is above the typical one', async () => {
    vi.mocked(data.fetchComparableRents).mockResolvedValue(nineRents);
    render(<RentCheck room={{ ...room, rent: 1100 }} />);
    expect(await screen.findByText('£1,100 is 20% above the typical Double in East Ham: £915 across 9 listings')).toBeInTheDocument();
  });

  it('falls back to the city when the area has fewer than 5 to compare', async () => {
    vi.mocked(data.fetchComparableRents).mockImplementation((key) => Promise.resolve(key === 'london' ? nineRents : [900]));
    render(<RentCheck room={room} />);
    expect(await screen.findByText('£750 is 18% below the typical Double in London: £915 across 9 listings')).toBeInTheDocument();
    expect(vi.mocked(data.fetchComparableRents).mock.calls).toEqual([
      ['east-ham', 'Double', 'room-1'],
      ['london', 'Double', 'room-1'],
    ]);
  });

  it('has not enough listings to compare under 5, in the area and the city', async () => {
    vi.mocked(data.fetchComparableRents).mockResolvedValue([900, 950, 1000, 1100]);
    render(<RentCheck room={room} />);
    expect(await screen.findByText(RENT_CHECK.notEnough)).toBeInTheDocument();
    expect(data.fetchComparableRents).toHaveBeenCalledTimes(2);
  });

  it('says the check is unavailable when the read fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(data.fetchComparableRents).mockRejectedValue(new Error('offline'));
    render(<RentCheck room={room} />);
    expect(await screen.findByText(RENT_CHECK.failed)).toBeInTheDocument();
  });

  it('keeps the same box (reserved height) in every state', async () => {
    vi.mocked(data.fetchComparableRents).mockResolvedValue(nineRents);
    render(<RentCheck room={room} />);
    const box = screen.getByTestId('rent-check');
    const before = box.className;
    await screen.findByText(/below the typical/);
    expect(screen.getByTestId('rent-check')).toBe(box);
    expect(box.className).toBe(before);
    expect(box.className).toMatch(/min-h-/);
  });
});

describe('TypicalRents', () => {
  it('shows each room type: the median where 5+ listings exist, otherwise not enough', async () => {
    vi.mocked(data.fetchComparableRents).mockImplementation((_key, roomType) => Promise.resolve(roomType === 'Double' ? nineRents : [700]));
    render(<TypicalRents locationKey="east-ham" label="East Ham" />);
    expect(await screen.findByText(RENT_CHECK.typicalRent('£915', 9))).toBeInTheDocument();
    expect(screen.getAllByText(RENT_CHECK.notEnough)).toHaveLength(4);
    expect(data.fetchComparableRents).toHaveBeenCalledTimes(5);
  });

  it('says in one line that there is not enough to compare, instead of five rows saying so', async () => {
    vi.mocked(data.fetchComparableRents).mockResolvedValue([700]);
    render(<TypicalRents locationKey="leicester" label="Leicester" />);
    expect(await screen.findByText(RENT_CHECK.typicalRentsNone('Leicester'))).toBeInTheDocument();
    expect(screen.queryByText(RENT_CHECK.notEnough)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: RENT_CHECK.typicalRentsHeading('Leicester') })).toBeInTheDocument();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardCount, DashboardCounts } from '@/data';
import { CountsTable } from './CountsTable';
import type { RecountState } from './useDashboardCounts';

const kept = (total: number, recountedAt: Date | null = null): DashboardCount => ({ total, today: 1, kept: true, recountedAt });

function counts(overrides: Partial<DashboardCounts> = {}): DashboardCounts {
  return { users: kept(120), roomListings: kept(40), roommateRequests: kept(25), conversations: kept(300), ...overrides };
}

function setup(value: DashboardCounts | null, recountState: RecountState = 'idle') {
  const onRecount = vi.fn();
  render(<CountsTable counts={value} loading={false} error={false} onRefresh={() => undefined} recountState={recountState} onRecount={onRecount} />);
  return { onRecount, user: userEvent.setup() };
}

describe('CountsTable totals', () => {
  it('says the totals are kept, and when they were last recounted', () => {
    setup(counts({ users: kept(120, new Date(2026, 10, 23, 9, 5)), roomListings: kept(40, new Date(2026, 10, 22, 18, 0)) }));
    expect(screen.getByRole('row', { name: /Users 120 1/ })).toBeInTheDocument();
    expect(screen.getByText('Totals are kept up to date as users, posts and conversations are created and deleted. Last recounted 23 November 2026 at 09:05.')).toBeInTheDocument();
  });

  it('says which totals were counted now when a collection has no counter yet', () => {
    setup(counts({ conversations: { total: 7, today: 0, kept: false, recountedAt: null } }));
    expect(screen.getByText(/^Some totals have no counter yet/)).toBeInTheDocument();
    expect(screen.queryByText(/^Totals are kept/)).not.toBeInTheDocument();
  });

  it('asks for a recount', async () => {
    const { onRecount, user } = setup(counts());
    await user.click(screen.getByRole('button', { name: 'Recount totals' }));
    expect(onRecount).toHaveBeenCalledOnce();
  });

  it.each([
    ['busy', () => expect(screen.getByRole('button', { name: 'Recounting...' })).toBeDisabled()],
    ['done', () => expect(screen.getByRole('status')).toHaveTextContent('Totals recounted.')],
    ['failed', () => expect(screen.getByRole('alert')).toHaveTextContent('Could not recount the totals.')],
  ] as const)('recount %s', (state, check) => {
    setup(counts(), state);
    check();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { REPORT } from './messages';
import type { SessionValue } from '@/session/SessionProvider';
import { ReportButton } from './ReportButton';

const session = vi.hoisted(() => ({ current: { status: 'loading', user: null } as Pick<SessionValue, 'status' | 'user'> }));
vi.mock('@/session/useSession', () => ({ useSession: () => session.current }));
vi.mock('@/features/auth/dialogs/useAuthDialogs', () => ({ useAuthDialogs: () => ({ openDialog: vi.fn() }) }));

const target = { kind: 'room', targetId: 'r1', targetUserId: 'owner-1' } as const;
const label = REPORT.reportTitle('this listing');

describe('ReportButton', () => {
  it('waits for a restoring session instead of treating the click as a guest’s', () => {
    session.current = { status: 'loading', user: null };
    render(<ReportButton target={target} what="this listing" />);
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it('is enabled for guests (who are asked to log in) and hidden on one’s own post', () => {
    session.current = { status: 'signed-out', user: null };
    const { unmount } = render(<ReportButton target={target} what="this listing" />);
    expect(screen.getByRole('button', { name: label })).toBeEnabled();
    unmount();
    session.current = { status: 'signed-in', user: { uid: 'owner-1', email: 'o@example.com', displayName: 'Owner' } };
    render(<ReportButton target={target} what="this listing" />);
    expect(screen.queryByRole('button', { name: label })).toBeNull();
  });
});

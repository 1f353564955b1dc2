import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { REPORT } from './messages';
import { sessionsByStatus } from '@/testing/roommates';
import { stubAuthDialogs, stubSession } from '@/testing/spies';
import { ReportButton } from './ReportButton';

const target = { kind: 'room', targetId: 'r1', targetUserId: 'owner-1' } as const;
const label = REPORT.reportTitle('this listing');
const sessions = sessionsByStatus();

beforeEach(() => {
  stubAuthDialogs();
});

describe('ReportButton', () => {
  it('waits for a restoring session instead of treating the click as a guest’s', () => {
    stubSession(sessions.loading);
    render(<ReportButton target={target} what="this listing" />);
    expect(screen.getByRole('button', { name: label })).toBeDisabled();
  });

  it('is enabled for guests (who are asked to log in) and hidden on one’s own post', () => {
    const session = stubSession(sessions['signed-out']);
    const { unmount } = render(<ReportButton target={target} what="this listing" />);
    expect(screen.getByRole('button', { name: label })).toBeEnabled();
    unmount();
    session.mockReturnValue({ ...sessions['signed-in'], user: { uid: 'owner-1', email: 'o@example.com', displayName: 'Owner' } });
    render(<ReportButton target={target} what="this listing" />);
    expect(screen.queryByRole('button', { name: label })).toBeNull();
  });
});

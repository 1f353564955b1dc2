import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REJECTION_REASONS } from '@/config/constants';
import { POST_MODERATION } from '@/config/postMessages';
import { ModerationNotice, VERIFY_PANEL_ID } from './ModerationNotice';

describe('ModerationNotice', () => {
  it('pending without a verified phone: waiting for review, why, and a link to verify the phone', () => {
    render(<ModerationNotice moderation="pending" phoneVerified={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(POST_MODERATION.waitingTitle);
    expect(screen.getByText(POST_MODERATION.pendingWhy)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: POST_MODERATION.verifyPhoneLink })).toHaveAttribute('href', `#${VERIFY_PANEL_ID}`);
  });

  it('pending after the phone was verified: still waiting, no verify link', () => {
    render(<ModerationNotice moderation="pending" phoneVerified />);
    expect(screen.getByText(POST_MODERATION.pendingVerifiedNow)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("rejected: the admin's reason, and that only a moderator can delete it", () => {
    render(<ModerationNotice moderation="rejected" rejectionReason={REJECTION_REASONS[2]} phoneVerified={false} />);
    expect(screen.getByText(POST_MODERATION.rejectedTitle)).toBeInTheDocument();
    expect(screen.getByText(POST_MODERATION.rejectedReason(REJECTION_REASONS[2]))).toBeInTheDocument();
    expect(screen.getByText(POST_MODERATION.keptForModerators)).toBeInTheDocument();
  });

  it('hidden: the hidden note', () => {
    render(<ModerationNotice moderation="hidden" phoneVerified />);
    expect(screen.getByText(POST_MODERATION.hidden)).toBeInTheDocument();
  });
});

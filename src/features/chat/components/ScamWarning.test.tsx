import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAFETY } from '@/config/postMessages';
import { ScamWarning } from './ScamWarning';

describe('ScamWarning', () => {
  it('warns about an upfront deposit by bank transfer', () => {
    render(<ScamWarning text="please send the deposit by bank transfer first" />);
    expect(screen.getByRole('note')).toHaveTextContent(SAFETY.upfrontPayment);
  });

  it('warns about moving to another app', () => {
    render(<ScamWarning text="Message me on WhatsApp" />);
    expect(screen.getByRole('note')).toHaveTextContent(SAFETY.offPlatform);
  });

  it('warns about a request for passport, BRP, visa or share code before a viewing', () => {
    render(<ScamWarning text="Send me a scan of your passport and visa before the viewing" />);
    expect(screen.getByRole('note')).toHaveTextContent(SAFETY.identityDocuments);
  });

  it('renders nothing for an ordinary message', () => {
    const { container } = render(<ScamWarning text="Is the room still available?" />);
    expect(container).toBeEmptyDOMElement();
  });
});

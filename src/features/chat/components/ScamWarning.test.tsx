import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SAFETY } from '@/config/messages';
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

  it('renders nothing for an ordinary message', () => {
    const { container } = render(<ScamWarning text="Is the room still available?" />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SHORTLIST } from './messages';
import { ShortlistContext, type ShortlistValue } from './ShortlistContext';
import { ShortlistHeart } from './ShortlistHeart';
import { spyOnToasts, stubAuthDialogs } from '@/testing/spies';

const POST = { kind: 'room', postId: 'listing-1', title: 'Double room in Ilford' } as const;

function value(overrides: Partial<ShortlistValue> = {}): ShortlistValue {
  return { uid: 'user-1', ready: true, entries: [], loading: false, error: false, isSaved: () => false, toggle: vi.fn().mockResolvedValue(undefined), ...overrides };
}

function renderHeart(shortlist: ShortlistValue | null) {
  return render(
    <ShortlistContext.Provider value={shortlist}>
      <ShortlistHeart post={POST} />
    </ShortlistContext.Provider>,
  );
}

let dialogs: ReturnType<typeof stubAuthDialogs>;
beforeEach(() => {
  dialogs = stubAuthDialogs();
  spyOnToasts();
});

describe('ShortlistHeart', () => {
  it('saves a post for a signed-in user', async () => {
    const shortlist = value();
    renderHeart(shortlist);
    const heart = screen.getByRole('button', { name: SHORTLIST.save(POST.title) });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(shortlist.toggle).toHaveBeenCalledWith(POST);
  });

  it('shows a saved post as pressed, labelled for removal', () => {
    renderHeart(value({ isSaved: () => true }));
    expect(screen.getByRole('button', { name: SHORTLIST.remove(POST.title) })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a guest to log in instead of saving', async () => {
    const shortlist = value({ uid: null });
    renderHeart(shortlist);
    await userEvent.click(screen.getByRole('button', { name: SHORTLIST.save(POST.title) }));
    expect(dialogs.openDialog).toHaveBeenCalledWith('auth');
    expect(shortlist.toggle).not.toHaveBeenCalled();
  });

  it('renders nothing outside the provider', () => {
    const { container } = renderHeart(null);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('ShortlistHeart while the session loads', () => {
  it('is disabled, so an early click is not mistaken for a guest’s', () => {
    renderHeart(value({ uid: null, ready: false }));
    expect(screen.getByRole('button', { name: SHORTLIST.save(POST.title) })).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { FILTERS } from '@/config/searchMessages';
import { NO_ROOM_FILTERS } from '@/lib/filters/roomFilters';
import { RoomFilterPanel } from './RoomFilterPanel';

describe('FilterPanel', () => {
  it('opens over the cards and closes on Escape, back to its toggle, applying nothing', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(
      <MemoryRouter>
        <RoomFilterPanel filters={NO_ROOM_FILTERS} onApply={onApply} />
      </MemoryRouter>,
    );
    const toggle = screen.getByRole('button', { name: new RegExp(FILTERS.toggle) });
    await user.click(toggle);
    const form = screen.getByRole('form', { name: FILTERS.toggle });
    expect(form).toBeVisible();
    // Over the cards: out of the page's flow, so opening it moves nothing below.
    expect(form).toHaveClass('absolute');
    await user.type(screen.getByLabelText('Area or city'), 'Ilford{Escape}');
    expect(form).not.toBeVisible();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(onApply).not.toHaveBeenCalled();
  });
});

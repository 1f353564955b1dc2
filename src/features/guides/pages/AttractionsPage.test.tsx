import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/guides';
import { GUIDE_COUNTS, GUIDE_LABELS } from '../constants';
import { attractions } from '../content/attractions';
import AttractionsPage from './AttractionsPage';

describe('AttractionsPage', () => {
  it('shows 12 attractions, then all 50 once, and the button disappears', async () => {
    const user = userEvent.setup();
    renderPage(<AttractionsPage />);
    const list = screen.getByRole('list', { name: 'London attractions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(GUIDE_COUNTS.attractionsInitial);
    expect(within(list).getAllByRole('link', { name: GUIDE_LABELS.viewOnMap })).toHaveLength(GUIDE_COUNTS.attractionsInitial);

    await user.click(screen.getByRole('button', { name: GUIDE_LABELS.showAllAttractions }));

    expect(within(list).getAllByRole('listitem')).toHaveLength(GUIDE_COUNTS.attractions);
    expect(within(list).getAllByRole('img')).toHaveLength(GUIDE_COUNTS.attractions);
    expect(screen.queryByRole('button', { name: GUIDE_LABELS.showAllAttractions })).not.toBeInTheDocument();
    // Focus continues at the first newly shown attraction.
    expect(document.activeElement).toHaveTextContent(attractions[GUIDE_COUNTS.attractionsInitial]?.name ?? '');
  });

  it('lazy-loads every card image with a fixed size', () => {
    const { container } = renderPage(<AttractionsPage />);
    for (const image of Array.from(container.querySelectorAll('img'))) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '250');
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as essentials from '@/data/repositories/essentials';
import type { EssentialsCategory, EssentialsItem } from '@/data/collections/essentials';
import { ESSENTIALS_LABELS, essentialsFaqs } from '../content/essentials';
import EssentialsPage from './EssentialsPage';

let fetchMock: MockInstance<typeof essentials.fetchEssentialsCatalog>;

const categories: EssentialsCategory[] = [
  { id: 'kitchen', name: 'Kitchen', priority: 20 },
  { id: 'bedding', name: 'Bedding', priority: 10 },
  { id: 'winter', name: 'Winter Wear', priority: 30 },
];
const items: EssentialsItem[] = [
  { id: 'i1', name: 'Double duvet', description: 'A warm 10.5 tog duvet.', imageUrl: '/images/duvet.png', amazonLink: 'https://www.amazon.co.uk/dp/B000000001', categoryId: 'bedding' },
  { id: 'i2', name: 'Pressure cooker', description: 'A 5 litre cooker for dal.', imageUrl: '/images/cooker.png', amazonLink: 'https://www.amazon.co.uk/dp/B000000002?tag=existing-21', categoryId: 'kitchen' },
  { id: 'i3', name: 'Orphan item', description: 'No category.', imageUrl: '', amazonLink: 'https://example.com/x', categoryId: 'missing' },
];

function renderPage() {
  return render(
    <HelmetProvider>
      <MemoryRouter>
        <EssentialsPage />
      </MemoryRouter>
    </HelmetProvider>,
  );
}

describe('EssentialsPage', () => {
  beforeEach(() => {
    fetchMock = vi.spyOn(essentials, 'fetchEssentialsCatalog').mockReturnValue(new Promise(() => undefined));
  });

  it('shows the loading text, then categories in priority order with their items', async () => {
    fetchMock.mockResolvedValue({ categories, items });
    renderPage();
    expect(screen.getByText(ESSENTIALS_LABELS.loading)).toBeInTheDocument();

    const toc = await screen.findByRole('navigation', { name: ESSENTIALS_LABELS.onThisPage });
    expect(screen.queryByText(ESSENTIALS_LABELS.loading)).not.toBeInTheDocument();
    const tocLinks = within(toc).getAllByRole('link');
    expect(tocLinks.map((link) => link.textContent)).toEqual(['Bedding', 'Kitchen', 'Winter Wear']);
    expect(tocLinks[0]).toHaveAttribute('href', '#essentials-bedding');

    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(sections.slice(1, 4)).toEqual(['Bedding', 'Kitchen', 'Winter Wear']);
    expect(document.getElementById('essentials-bedding')).toHaveTextContent('Double duvet');
    expect(screen.queryByText('Orphan item')).not.toBeInTheDocument();
    expect(screen.getByText(/affiliate links/i)).toBeInTheDocument();
  });

  it('links every item to a sponsored Check Price link in a new tab', async () => {
    fetchMock.mockResolvedValue({ categories, items });
    renderPage();
    const links = await screen.findAllByRole('link', { name: ESSENTIALS_LABELS.checkPrice });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'sponsored noopener');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(links[0]?.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.co\.uk\/dp\/B000000001\?tag=/);
    expect(links[1]).toHaveAttribute('href', 'https://www.amazon.co.uk/dp/B000000002?tag=existing-21');
    expect(screen.getByRole('img', { name: 'Double duvet' })).toHaveAttribute('loading', 'lazy');
  });

  it('only logs fetch errors and still shows the FAQs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new Error('offline'));
    renderPage();
    await waitFor(() => expect(screen.queryByText(ESSENTIALS_LABELS.loading)).not.toBeInTheDocument());
    expect(error).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button')).toHaveLength(essentialsFaqs.length);
  });

  it('keeps one FAQ open at a time; pressing the open one closes it', async () => {
    fetchMock.mockResolvedValue({ categories: [], items: [] });
    const user = userEvent.setup();
    renderPage();
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(4);
    const [first, second] = buttons as [HTMLElement, HTMLElement];
    const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(first)).toBeVisible();

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first)).not.toBeVisible();
    expect(second).toHaveAttribute('aria-expanded', 'true');

    await user.click(second);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(second)).not.toBeVisible();
  });

  it('carries FAQPage structured data with the 4 questions', async () => {
    fetchMock.mockResolvedValue({ categories: [], items: [] });
    const { container } = renderPage();
    const blocks = Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? '') as { '@context': string; '@type': string; mainEntity?: unknown[] },
    );
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq?.['@context']).toBe('https://schema.org');
    expect(faq?.mainEntity).toHaveLength(4);
    await waitFor(() => expect(screen.queryByText(ESSENTIALS_LABELS.loading)).not.toBeInTheDocument());
  });
});

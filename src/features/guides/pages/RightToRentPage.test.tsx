import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readJsonLd, renderPage } from '@/testing/guides';
import { rightToRentFaqs, rightToRentMeta, rightToRentSources } from '../content/rightToRent';
import RightToRentPage from './RightToRentPage';

describe('/right-to-rent', () => {
  it('renders one h1, FAQ and breadcrumb JSON-LD', () => {
    const { container } = renderPage(<RightToRentPage />, rightToRentMeta.path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const blocks = readJsonLd(container);
    expect(blocks.map((block) => block['@type'])).toEqual(['FAQPage', 'BreadcrumbList']);
    expect((blocks[0]?.mainEntity as unknown[]).length).toBe(rightToRentFaqs.length);
  });

  it('says lodgers are checked, the share code lasts 90 days, and what nobody may ask first', () => {
    renderPage(<RightToRentPage />, rightToRentMeta.path);
    expect(screen.getByText(/Lodgers are included/)).toBeInTheDocument();
    expect(screen.getAllByText(/valid for 90 days/).length).toBeGreaterThan(0);
    const warning = screen.getByRole('note', { name: 'What nobody may ask you for first' });
    expect(within(warning).getByText(/No document copies before a viewing/)).toBeInTheDocument();
  });

  it('cites every GOV.UK source in a new tab', () => {
    renderPage(<RightToRentPage />, rightToRentMeta.path);
    const sources = screen.getByRole('region', { name: 'Official sources' });
    for (const href of Object.values(rightToRentSources)) {
      const link = within(sources).getAllByRole('link').find((a) => a.getAttribute('href') === href);
      expect(link, href).toHaveAttribute('target', '_blank');
      expect(href).toMatch(/^https:\/\/www\.gov\.uk\//);
    }
  });
});

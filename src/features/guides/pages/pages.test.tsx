import type { ComponentType } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { readJsonLd, renderPage, whatsappLinks } from '@/testing/guides';
import { GUIDE_COUNTS, GUIDE_LABELS } from '../constants';
import AirportCabsPage from './AirportCabsPage';
import AttractionsPage from './AttractionsPage';
import CvInterviewPage from './CvInterviewPage';
import FestivalsPage from './FestivalsPage';
import ItCoursesPage from './ItCoursesPage';
import JobsPage from './JobsPage';
import LondonAreasPage from './LondonAreasPage';
import MoneyTransferPage from './MoneyTransferPage';
import MortgagesPage from './MortgagesPage';
import PartnerPage from './PartnerPage';
import StudentAdmissionsPage from './StudentAdmissionsPage';
import TourTripsPage from './TourTripsPage';
import VisaSupportPage from './VisaSupportPage';

vi.mock('@/features/mortgage/components/MortgageRateDashboard', () => ({
  MortgageRateDashboard: () => <div data-testid="rate-dashboard">Rate dashboard</div>,
}));

const pages: Array<[string, ComponentType]> = [
  ['/airport-cabs', AirportCabsPage],
  ['/top-london-attractions', AttractionsPage],
  ['/cv-and-interview-help', CvInterviewPage],
  ['/indian-events-and-festivals', FestivalsPage],
  ['/it-courses-and-certifications', ItCoursesPage],
  ['/uk-jobs-for-indians', JobsPage],
  ['/indian-areas-in-london', LondonAreasPage],
  ['/money-transfer-to-india', MoneyTransferPage],
  ['/mortgages-for-indians', MortgagesPage],
  ['/partner-with-us', PartnerPage],
  ['/student-admissions-uk', StudentAdmissionsPage],
  ['/uk-tour-trips', TourTripsPage],
  ['/visa-and-immigration-support', VisaSupportPage],
];

function typesOf(blocks: Array<Record<string, unknown>>): unknown[] {
  return blocks.map((block) => block['@type']);
}

describe.each(pages)('%s', (path, Page) => {
  it('renders one h1, valid JSON-LD and WhatsApp calls to action with an encoded message', () => {
    const { container } = renderPage(<Page />, path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    const blocks = readJsonLd(container);
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block['@context']).toBe('https://schema.org');
      expect(typeof block['@type']).toBe('string');
    }

    const chats = whatsappLinks(container);
    expect(chats.length).toBeGreaterThan(0);
    for (const link of chats) {
      const url = new URL(link.href);
      expect(url.pathname).toBe(`/${env.whatsappNumber}`);
      const text = url.searchParams.get('text') ?? '';
      expect(text.length).toBeGreaterThan(20);
      expect(link.getAttribute('href')).toContain(`?text=${encodeURIComponent(text)}`);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('sets the document title, description and canonical', async () => {
    renderPage(<Page />, path);
    await waitFor(() => expect(document.title).toMatch(new RegExp(`\\| ${env.siteName}$`)));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${env.siteUrl}${path}`);
  });

  it('opens every external link in a new tab with a safe rel', () => {
    const { container } = renderPage(<Page />, path);
    const external = Array.from(container.querySelectorAll<HTMLAnchorElement>('a[href^="http"]'));
    for (const link of external) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.rel).toMatch(/^(noopener noreferrer|sponsored noopener)$/);
    }
    for (const image of Array.from(container.querySelectorAll('img'))) {
      expect(image.getAttribute('alt')).toBeTruthy();
      expect(image.getAttribute('src')).toMatch(/^\/images\//);
    }
  });
});

describe('page specifics', () => {
  it('cabs: TaxiService and a FAQPage with exactly 3 questions', () => {
    const { container } = renderPage(<AirportCabsPage />);
    const blocks = readJsonLd(container);
    expect(typesOf(blocks)).toEqual(expect.arrayContaining(['TaxiService', 'FAQPage']));
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(3);
    for (const word of ['Heathrow', 'Gatwick', 'Luton', 'Stansted', 'East Ham', 'Ilford', 'Southall', 'Wembley', 'Croydon', 'Coventry', 'Birmingham', 'Manchester']) {
      expect(container.textContent).toContain(word);
    }
    expect(container.textContent).toMatch(/fixed fares/i);
    expect(container.textContent).toMatch(/24\/7/);
    expect(container.textContent).toMatch(/meet and greet/i);
  });

  it('visa: FAQPage structured data', () => {
    const { container } = renderPage(<VisaSupportPage />);
    expect(typesOf(readJsonLd(container))).toContain('FAQPage');
    expect(container.textContent).toContain('2 years (3 for PhD)');
  });

  it('money transfer: FinancialService and sponsored partner links from config', () => {
    const { container } = renderPage(<MoneyTransferPage />);
    expect(typesOf(readJsonLd(container))).toContain('FinancialService');
    const partnerLinks = Array.from(container.querySelectorAll<HTMLAnchorElement>('a')).filter(
      (link) => link.getAttribute('href') === env.partnerReferralUrl,
    );
    expect(partnerLinks.length).toBeGreaterThan(0);
    for (const link of partnerLinks) {
      expect(link).toHaveAttribute('rel', 'sponsored noopener');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('jobs: 9 portals, each with a Visit Site link', () => {
    renderPage(<JobsPage />);
    const table = screen.getByRole('table', { name: 'UK job portals' });
    expect(within(table).getAllByRole('row')).toHaveLength(GUIDE_COUNTS.jobPortals + 1);
    expect(within(table).getAllByRole('link', { name: GUIDE_LABELS.visitSite })).toHaveLength(GUIDE_COUNTS.jobPortals);
  });

  it('study: 10 universities, 5 roadmap steps and a link to the visa page', () => {
    renderPage(<StudentAdmissionsPage />);
    const table = screen.getByRole('table', { name: /universities/i });
    expect(within(table).getAllByRole('row')).toHaveLength(GUIDE_COUNTS.universities + 1);
    expect(within(screen.getByRole('list', { name: 'Study in the UK roadmap' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByRole('link', { name: /visa and immigration support/i })[0]).toHaveAttribute('href', '/visa-and-immigration-support');
    expect(screen.getByRole('link', { name: GUIDE_LABELS.findFlatmate })).toHaveAttribute('href', '/');
  });

  it('areas: summary table of 4 areas and a detail card each with map links', () => {
    const { container } = renderPage(<LondonAreasPage />);
    const table = screen.getByRole('table', { name: /indian areas/i });
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    for (const name of ['East Ham & Ilford', 'Wembley', 'Southall', 'Hounslow']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
    expect(container.querySelectorAll('a[href^="https://www.google.com/maps/search/?api=1&query="]').length).toBeGreaterThanOrEqual(8);
    expect(screen.getByRole('link', { name: GUIDE_LABELS.startSearching })).toHaveAttribute('href', '/');
  });

  it('tours: 18 cards with an image each', () => {
    renderPage(<TourTripsPage />);
    const list = screen.getByRole('list', { name: 'Coach tours' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(GUIDE_COUNTS.tours);
    expect(within(list).getAllByRole('img')).toHaveLength(GUIDE_COUNTS.tours);
  });

  it('courses: 6 cards with the mentor-support footer', () => {
    renderPage(<ItCoursesPage />);
    const list = screen.getByRole('list', { name: 'IT courses' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(GUIDE_COUNTS.courses);
    expect(within(list).getAllByText(GUIDE_LABELS.courseFooter)).toHaveLength(GUIDE_COUNTS.courses);
  });

  it('festivals: Navratri, Diwali and a List Your Event WhatsApp button', () => {
    renderPage(<FestivalsPage />);
    expect(screen.getByRole('heading', { name: 'Navratri' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Diwali' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('link', { name: GUIDE_LABELS.listYourEvent });
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) expect(button.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it('mortgages: disclaimer, broker button and the lazily loaded dashboard', async () => {
    renderPage(<MortgagesPage />);
    expect(screen.getByRole('note', { name: 'Disclaimer' })).toHaveTextContent(/not financial advice/);
    expect(screen.getAllByRole('link', { name: /mortgage broker/i })[0]?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\//);
    await waitFor(() => expect(screen.getByTestId('rate-dashboard')).toBeInTheDocument());
  });
});

import { describe, expect, it } from 'vitest';
import { GUIDE_ROUTES } from '@/config/paths';
import { META_DESCRIPTION_MAX } from '@/lib/seo';
import { essentialsFaqs, essentialsMeta } from '@/features/essentials/content/essentials';
import { GUIDE_COUNTS, JOB_PORTAL_FOCI } from '../constants';
import { areas, areasMeta } from './londonAreas';
import { attractions, attractionsMeta } from './attractions';
import { cabsFaqs, cabsMeta } from './airportCabs';
import { courses, coursesMeta } from './itCourses';
import { cvChecklist, cvMeta } from './cvInterview';
import { festivalsMeta } from './festivals';
import { jobChecklist, jobPortals, jobsMeta, itRoleGroups, visaPathways } from './jobs';
import { moneyMeta } from './moneyTransfer';
import { mortgageFigures, mortgageMeta } from './mortgages';
import { partnerMeta } from './partner';
import { studyCosts, studyMeta, studyRoadmap, universities } from './studentAdmissions';
import { tours, toursMeta } from './tours';
import { rightToRentMeta } from './rightToRent';
import { visaMeta, visaTypes } from './visa';
import { illustrationSlug, mapsUrl } from './urls';

const metas = [
  areasMeta, attractionsMeta, cabsMeta, coursesMeta, cvMeta, festivalsMeta, jobsMeta,
  moneyMeta, mortgageMeta, partnerMeta, studyMeta, toursMeta, visaMeta, essentialsMeta, rightToRentMeta,
];

describe('page meta', () => {
  it('covers every guide route once', () => {
    expect(metas.map((meta) => meta.path).sort()).toEqual(GUIDE_ROUTES.map((route) => route.path).sort());
  });

  it.each(metas.map((meta) => [meta.path, meta] as const))('%s has a title and a description of at most 160 chars', (_, meta) => {
    expect(meta.title.length).toBeGreaterThan(10);
    expect(meta.description.length).toBeGreaterThan(50);
    expect(meta.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
  });
});

describe('spec counts (§9)', () => {
  it('lists 9 job portals with the spec foci in order', () => {
    expect(jobPortals).toHaveLength(GUIDE_COUNTS.jobPortals);
    expect(jobPortals.map((portal) => portal.focus)).toEqual([...JOB_PORTAL_FOCI]);
    const foci = ['professional', 'general', 'office', 'tech', 'mid-to-senior', 'company reviews', 'nhs', 'government', 'student'];
    jobPortals.forEach((portal, index) => expect(portal.focus.toLowerCase()).toContain(foci[index]));
  });

  it('has 10 universities with courses, a QS rank and a link', () => {
    expect(universities).toHaveLength(GUIDE_COUNTS.universities);
    for (const uni of universities) {
      expect(uni.courses.length).toBeGreaterThan(5);
      expect(Number.isInteger(uni.rank)).toBe(true);
    }
    const ranks = universities.map((uni) => uni.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('has the counted lists of the spec', () => {
    expect(studyRoadmap).toHaveLength(GUIDE_COUNTS.roadmapSteps);
    expect(areas).toHaveLength(GUIDE_COUNTS.londonAreas);
    expect(attractions).toHaveLength(GUIDE_COUNTS.attractions);
    expect(tours).toHaveLength(GUIDE_COUNTS.tours);
    expect(courses).toHaveLength(GUIDE_COUNTS.courses);
    expect(cabsFaqs).toHaveLength(GUIDE_COUNTS.cabFaqs);
    expect(essentialsFaqs).toHaveLength(4);
  });

  it('names the four London areas of the spec', () => {
    expect(areas.map((area) => area.name)).toEqual(['East Ham & Ilford', 'Wembley', 'Southall', 'Hounslow']);
    for (const area of areas) {
      expect(area.landmarks.length).toBeGreaterThan(0);
      expect(area.restaurants.length).toBeGreaterThan(0);
      for (const field of [area.community, area.foodScene, area.rentGuide, area.transport, area.bestFor]) expect(field).not.toBe('');
    }
  });

  it('has the jobs page sections of the spec', () => {
    expect(visaPathways.map((p) => p.title)).toEqual(['Student visa', 'Graduate Route', 'Skilled Worker visa']);
    expect(itRoleGroups.map((g) => g.title)).toEqual(['Automation Testing', 'AI', 'Cloud & DevOps', 'Data Science']);
    const checklist = jobChecklist.map((item) => item.label.toLowerCase()).join(' ');
    for (const word of ['share code', 'national insurance number', 'uk-formatted cv']) expect(checklist).toContain(word);
  });

  it('covers the visa types of the spec', () => {
    const titles = visaTypes.map((visa) => visa.title).join(' | ');
    for (const name of ['Student', 'Graduate Route', 'Skilled Worker', 'Spouse', 'Dependant', 'ILR']) expect(titles).toContain(name);
  });
});

describe('content figures quoted exactly (§9)', () => {
  const text = JSON.stringify([visaTypes, studyCosts, studyRoadmap, mortgageFigures, cvChecklist, visaPathways]);
  it.each([
    '20 hours per week in term',
    '2 years (3 for PhD)',
    '£18,000 to £35,000',
    '£1,334 per month in London',
    '£1,023',
    '4 to 4.5 times',
    '15 to 25%',
    '1 to 2 pages',
  ])('quotes "%s"', (figure) => {
    expect(text).toContain(figure);
  });
});

describe('links and images', () => {
  // The committed illustrations, read through Vite (no Node APIs in the app's type scope).
  const svgFiles = import.meta.glob<string>('/public/images/guides/**/*.svg', { query: '?raw', import: 'default', eager: true });

  it('uses https homepages for portals and universities', () => {
    for (const { url } of [...jobPortals, ...universities]) expect(url).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\/?/);
  });

  it('builds plain Google Maps search links', () => {
    expect(mapsUrl('Tower of London')).toBe('https://www.google.com/maps/search/?api=1&query=Tower%20of%20London');
    const mapLinks = [...attractions.map((a) => a.mapUrl), ...areas.flatMap((a) => [...a.landmarks, ...a.restaurants].map((p) => p.googleMapsUrl))];
    for (const link of mapLinks) expect(link.startsWith('https://www.google.com/maps/search/?api=1&query=')).toBe(true);
  });

  it('gives every attraction and tour a committed local illustration of a few KB', () => {
    expect(Object.keys(svgFiles)).toHaveLength(GUIDE_COUNTS.attractions + GUIDE_COUNTS.tours);
    for (const { imageUrl } of [...attractions, ...tours]) {
      expect(imageUrl).toMatch(/^\/images\/guides\/(attractions|tours)\/[a-z0-9-]+\.svg$/);
      const svg = svgFiles[`/public${imageUrl}`];
      expect(svg, `${imageUrl} exists (run npx tsx scripts/generate-guide-illustrations.ts)`).toBeDefined();
      expect(svg?.startsWith('<svg')).toBe(true);
      expect(svg?.length ?? Infinity).toBeLessThan(6 * 1024);
    }
  });

  it('has unique names, so slugs and React keys are unique', () => {
    for (const names of [attractions.map((a) => a.name), tours.map((t) => t.title), universities.map((u) => u.name)]) {
      expect(new Set(names.map(illustrationSlug)).size).toBe(names.length);
    }
  });

  it('keeps descriptions of attractions and tours short and real', () => {
    for (const { description } of [...attractions, ...tours]) {
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(200);
    }
  });
});

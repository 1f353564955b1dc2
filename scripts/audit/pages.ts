/**
 * The pages `npm run audit` measures. `prerendered` pages have their own built HTML, so they also
 * get a floor: the same HTML with every script removed (see floor.ts); `dataFloor` pages, whose
 * largest paint their early read names, also a data floor. `kind` sets the targets.
 */
/** A page the audit measures; `kind` picks its targets. */
export interface AuditPage {
  name: string;
  path: string;
  prerendered: boolean;
  dataFloor?: boolean;
  kind: 'data' | 'guide' | 'post';
}

export const PAGES: AuditPage[] = [
  { name: 'Home (browse rooms)', path: '/', prerendered: true, dataFloor: true, kind: 'data' },
  { name: 'Home from a tab link (guest)', path: '/?tab=browse-roommates', prerendered: false, kind: 'data' },
  { name: 'Guide: airport cabs', path: '/airport-cabs', prerendered: true, kind: 'guide' },
  { name: 'Top London attractions', path: '/top-london-attractions', prerendered: true, kind: 'guide' },
  { name: 'Mortgage dashboard', path: '/mortgages-for-indians', prerendered: true, kind: 'guide' },
  { name: 'UK essentials', path: '/uk-essentials-for-indians', prerendered: true, kind: 'guide' },
  { name: 'Location: Ilford', path: '/rooms/ilford-india-rooms-to-rent', prerendered: true, dataFloor: true, kind: 'post' },
  { name: 'Room detail', path: '/room/bright-double-room-near-east-ham-station-bills-included-id-seed-room-01', prerendered: false, kind: 'post' },
  { name: 'Roommate detail', path: '/roommate/looking-for-a-furnished-double-room-near-an-elizabeth-line-station-id-seed-ananya', prerendered: false, kind: 'post' },
];

/** Lighthouse category scores every page must reach. */
export const SCORE_TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
export type ScoreCategory = keyof typeof SCORE_TARGETS;

/**
 * Largest Contentful Paint targets: guides within 1.25× their floor, pages with a data floor within
 * 1.25× of it, and room, roommate and location pages under 2 s.
 */
export const LCP_TARGETS = { floorRatio: 1.25, postMs: 2000 };

export const CLS_TARGET = 0.05;

/** Every in-app URL, built in one place. */
import { buildSlug } from './slug.ts'; // with its extension: vite.config.ts imports this file

export interface GuideRoute {
  path: string;
  label: string;
}

/** The guide pages (the spec's 14, then Right to Rent), in footer order. */
export const GUIDE_ROUTES = [
  { path: '/uk-essentials-for-indians', label: 'UK Essentials for Indians' },
  { path: '/indian-areas-in-london', label: 'Indian Areas in London' },
  { path: '/top-london-attractions', label: 'Top London Attractions' },
  { path: '/airport-cabs', label: 'Airport Cabs' },
  { path: '/visa-and-immigration-support', label: 'Visa & Immigration Support' },
  { path: '/right-to-rent', label: 'Right to Rent' },
  { path: '/money-transfer-to-india', label: 'Money Transfer to India' },
  { path: '/uk-jobs-for-indians', label: 'UK Jobs for Indians' },
  { path: '/student-admissions-uk', label: 'Student Admissions UK' },
  { path: '/cv-and-interview-help', label: 'CV & Interview Help' },
  { path: '/it-courses-and-certifications', label: 'IT Courses & Certifications' },
  { path: '/mortgages-for-indians', label: 'Mortgages for Indians' },
  { path: '/uk-tour-trips', label: 'UK Tour Trips' },
  { path: '/indian-events-and-festivals', label: 'Indian Events & Festivals' },
  { path: '/partner-with-us', label: 'Partner With Us' },
] as const satisfies readonly GuideRoute[];

export type GuidePath = (typeof GUIDE_ROUTES)[number]['path'];

/** Location pages linked from the footer: `/rooms/{location}-india-...`. */
export const LOCATION_PAGES = [
  { key: 'east-ham', label: 'East Ham' },
  { key: 'ilford', label: 'Ilford' },
  { key: 'wembley', label: 'Wembley' },
  { key: 'southall', label: 'Southall' },
  { key: 'hounslow', label: 'Hounslow' },
  { key: 'croydon', label: 'Croydon' },
  { key: 'london', label: 'London' },
  { key: 'birmingham', label: 'Birmingham' },
  { key: 'manchester', label: 'Manchester' },
  { key: 'leicester', label: 'Leicester' },
] as const;

const LOCATION_SUFFIX = '-india-rooms-to-rent';

/**
 * The router's patterns for post and location pages (src/app/router.tsx), beside "/" with its
 * tabs, the guide pages and the not-found page. Tests that visit every route take them from here.
 */
export const PAGE_PATTERNS = {
  room: 'room/:slug',
  roommate: 'roommate/:slug',
  location: 'rooms/:slug',
} as const;
export type PagePattern = keyof typeof PAGE_PATTERNS;

/** Views of the signed-in app on "/", kept in the URL so back/forward and reloads work. */
export const APP_TABS = [
  'browse-rooms',
  'browse-roommates',
  'my-listings',
  'create-listing',
  'my-profile',
  'messages',
  'saved',
  'admin',
] as const;
export type AppTab = (typeof APP_TABS)[number];

/** The search parameter of the signed-in home's tabs (paths.tab). */
export const TAB_PARAM = 'tab';

/** The slug part of a post's URL: a room's from its title, a roommate profile's from its requirements. */
export const postSlugs = {
  room: (title: string) => buildSlug(title) || 'room',
  roommate: (requirements: string) => buildSlug(requirements) || 'roommate',
} as const;

export const paths = {
  home: () => '/',
  tab: (tab: AppTab) => `/?${TAB_PARAM}=${tab}`,
  room: (title: string, id: string) => `/room/${postSlugs.room(title)}-id-${id}`,
  roommate: (requirements: string, id: string) => `/roommate/${postSlugs.roommate(requirements)}-id-${id}`,
  location: (locationKey: string) => `/rooms/${locationKey}${LOCATION_SUFFIX}`,
  /** Notification settings: the account menu and every email link here. */
  settings: () => '/settings',
  /** "Upcoming viewings": a seeker's bookings and the bookings of an owner's rooms. */
  viewings: () => '/viewings',
  /** The guide room pages link where they warn about identity documents and share codes. */
  rightToRent: (): GuidePath => '/right-to-rent',
  /** One conversation in the Messages tab (a new-message email's or notification's link; it opens after sign-in). */
  conversation: (conversationId: string) => `/?tab=messages&chat=${encodeURIComponent(conversationId)}`,
} as const;

/** The search parameter of paths.conversation: which conversation the Messages tab opens. */
export const CHAT_PARAM = 'chat';

/** `/rooms/east-ham-india-rooms-to-rent` → "east-ham"; null when the slug is not a location slug. */
export function parseLocationSlug(slug: string): string | null {
  const at = slug.indexOf('-india');
  if (at <= 0) return null;
  return slug.slice(0, at);
}

/**
 * The id of a post from its slug: whatever follows the last "-id-". Null when the slug has
 * no "-id-" or nothing after it ("Invalid post URL format.").
 */
export function parsePostId(slug: string): string | null {
  const at = slug.lastIndexOf('-id-');
  if (at < 0) return null;
  const id = slug.slice(at + 4);
  return /^[A-Za-z0-9_-]+$/.test(id) ? id : null;
}

/** The empty app shell, served for every URL that was not prerendered (rooms, profiles, tabs...). */
export const APP_SHELL = '/app-shell';

/** Routes prerendered at build time and listed in the sitemap. */
export const STATIC_ROUTES: readonly string[] = [
  '/',
  ...GUIDE_ROUTES.map((route) => route.path),
  ...LOCATION_PAGES.map((location) => paths.location(location.key)),
];

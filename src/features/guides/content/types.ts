/** Content types of the guide pages (their entities plus the small shapes the pages share). */
import type { GuidePath } from '@/config/paths';

/** Per-page search title (without the site name), meta description (≤ 160 chars) and route. */
export interface PageMeta {
  title: string;
  description: string;
  path: GuidePath;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface JobPortal {
  name: string;
  focus: string;
  url: string;
}

export interface University {
  name: string;
  /** Popular courses with Indian students, comma separated. */
  courses: string;
  /** QS World University Rankings position. */
  rank: number;
  url: string;
}

export interface Tour {
  title: string;
  description: string;
  imageUrl: string;
}

export interface Course {
  category: string;
  title: string;
  description: string;
}

export interface MapPlace {
  name: string;
  googleMapsUrl: string;
}

export interface Landmark extends MapPlace {
  /** e.g. "Hindu temple", "Gurdwara". */
  type: string;
}

export interface Area {
  /** Anchor id of the area's detail card. */
  id: string;
  name: string;
  /** Short form for the summary table. */
  dominantCommunity: string;
  bestFor: string;
  community: string;
  foodScene: string;
  rentGuide: string;
  transport: string;
  landmarks: Landmark[];
  restaurants: MapPlace[];
}

export interface Attraction {
  name: string;
  description: string;
  imageUrl: string;
  mapUrl: string;
}

/** A titled paragraph: cards, visa types, role groups, requirements. */
export interface InfoBlock {
  title: string;
  body: string;
}

/** A heading with bullet points. */
export interface BulletGroup {
  title: string;
  intro?: string;
  points: string[];
}

/** One step of a numbered process; `body` is the explanation. */
export type Step = InfoBlock;

/** One line of a checklist, with an optional explanation. */
export interface ChecklistItem {
  label: string;
  detail?: string;
}

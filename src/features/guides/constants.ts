/** Labels and counts of the guide pages, once; pages and tests import them. */

export const GUIDE_COUNTS = {
  attractionsInitial: 12,
  attractions: 50,
  tours: 18,
  courses: 6,
  universities: 10,
  jobPortals: 9,
  roadmapSteps: 5,
  londonAreas: 4,
  cabFaqs: 3,
} as const;

export const GUIDE_LABELS = {
  visitSite: 'Visit Site',
  viewOnMap: 'View on Map',
  showAllAttractions: 'Show All Attractions',
  courseFooter: 'Self-Paced with Mentor Support',
  listYourEvent: 'List Your Event',
  startSearching: 'Start Searching Now',
  findFlatmate: 'Find a Flatmate',
} as const;

/** The spec's job-portal foci, in the order the table lists them. */
export const JOB_PORTAL_FOCI = [
  'Professional',
  'General',
  'Office / IT / Finance',
  'Tech / Logistics',
  'Mid-to-Senior',
  'Company Reviews',
  'NHS',
  'Government',
  'Student / Part-Time',
] as const;

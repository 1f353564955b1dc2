/** Every business limit of the spec, once. Tests import these rather than repeating numbers. */

export const MAX_LISTINGS_PER_USER = 4;
export const MAX_IMAGES_PER_LISTING = 10;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const BROWSE_PAGE_SIZE = 12;
/** Rooms read per geohash cell query of a distance search (the rules' public list limit). */
export const NEARBY_RANGE_LIMIT = 12;
/** Cell queries one page of a distance search may make; past it the page shows what is proven nearest so far. */
export const NEARBY_PAGE_MAX_QUERIES = 32;
/** Cell queries a distance search sends at once. */
export const NEARBY_PARALLEL_QUERIES = 4;
export const ADMIN_PAGE_SIZE = 10;
/** Messages: the newest conversations kept live; older ones load a page at a time (Load More). */
export const CONVERSATIONS_PAGE_SIZE = 30;
/** A chat: the newest messages kept live; older ones load this many at a time when scrolled to the top. */
export const MESSAGES_PAGE_SIZE = 50;
export const LOCATION_PAGE_SIZE = 5;
/** Queries one Browse page may make when part of a filter runs in the browser (amenities, lifestyle). */
export const FILTERED_PAGE_MAX_QUERIES = 4;
/** Queries a saved search's "new since your last visit" count may make (12 posts each). */
export const NEW_POSTS_MAX_QUERIES = 4;
export const MAX_SAVED_SEARCHES = 10;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 60;

export const AGE_MIN = 17;
export const AGE_MAX = 99;
export const MONEY_MIN = 0;
/** The lowest monthly rent a listing may ask (firestore.rules isPublishable): below it the letting-law caps could not apply. */
export const MIN_RENT = 50;
/** Upper bounds a real room meets (£ a month / £); firestore.rules' isMoney() uses the same numbers. */
export const MAX_RENT = 20_000;
export const MAX_DEPOSIT = 100_000;
export const MAX_BUDGET = 20_000;
export const CURRENCY = 'GBP';

export const LISTING_IMAGE_COMPRESSION = { maxSizeMB: 0.07, maxWidthOrHeight: 1280, initialQuality: 0.7 } as const;
/** A listing photo's card rendition (cards, the map list, the early card preview): ≈25 KB, 480 px. */
export const CARD_IMAGE_COMPRESSION = { maxSizeMB: 0.025, maxWidthOrHeight: 480, initialQuality: 0.7 } as const;
/** storage.rules' bound on a card rendition (room_listings/{uid}/card/): well above what CARD_IMAGE_COMPRESSION makes. */
export const MAX_CARD_IMAGE_BYTES = 100 * 1024;
export const PROFILE_PICTURE_MAX_SIDE = 500;

export const TOAST_DURATION_MS = 7000;
export const SUCCESS_BANNER_MS = 5000;
export const ONBOARDING_TOAST_MS = 10_000;
export const SHARE_FEEDBACK_MS = 3000;

export const UNREAD_BADGE_CAP = 9;
export const UPDATED_LABEL_THRESHOLD_MS = 5000;
export const LAST_WEEK_DAYS = 7;
export const MESSAGE_MAX_LENGTH = 2000;

export const DEFAULT_CITY = 'London, UK';
export const DEFAULT_CONTACT_METHOD = 'chat';
export const AUTO_ASSIGNED_ROLE = 'I Need Room';

export const ESSENTIALS_PRIORITY_STEP = 10;

export const STORAGE_KEYS = {
  role: 'userRole',
  darkMode: 'isDarkMode',
  welcomeShown: 'welcomeToastShown',
  firstVisitRouted: 'firstVisitRouted',
  pendingChat: 'pendingChatRecipient',
  /** A guest's "my place" (src/features/journey/guestPlace.ts). */
  myPlace: 'roomshare.myPlace',
} as const;

/** Shortlist entries keep a title of at most this many characters (the rules check it). */
export const SHORTLIST_TITLE_MAX_LENGTH = 200;

/** A report's optional note (the rules check it). */
export const REPORT_NOTE_MAX_LENGTH = 500;

/** Rent check and the "rent far below typical" signal. */
export const RENT_COMPARE_MIN_LISTINGS = 5;
/** Listings read to compare one room's rent: one public query (the list rule allows limit <= 12). */
export const RENT_COMPARE_SAMPLE = 12;
/** A rent under this share of the median is flagged to admins. */
export const RENT_FAR_BELOW_RATIO = 0.6;

/** Account signals: a young account, and bursts of posts or conversations. */
export const NEW_ACCOUNT_HOURS = 24;
export const BURST_WINDOW_HOURS = 1;
export const BURST_MIN_EVENTS = 3;

/** Photo duplicates (pHash on luminance and red-green, 126 bits); images smaller than this on either side are not hashed. */
export const PHOTO_HASH_MIN_SIDE = 32;
/** Hashes this close (Hamming distance, of 126 bits) are the same photo. */
export const PHOTO_HASH_MAX_DISTANCE = 16;

/**
 * Why an admin rejects a post in the Review queue: the owner sees the reason. The rules
 * accept exactly these (firestore.rules isValidRejection): keep the two lists equal.
 */
export const REJECTION_REASONS = [
  'Misleading or fake photos',
  'Rent or deposit not genuine',
  'Contact details or payment requests in the text',
  'Duplicate of another listing',
  'Not a room or roommate post',
  'Breaks the house rules',
] as const;
/** Candidate listings for the duplicate-photo check: the newest this many in the post's area. */
export const PHOTO_COMPARE_SAMPLE = 12;
/** User Management search terms (private profile `searchTerms`, see docs/data-model.md). */
export const SEARCH_TERM_MAX_LENGTH = 10;
/** Name words whose prefixes are search terms (then the email's). */
export const SEARCH_NAME_WORDS_MAX = 4;
/** Upper bound of `searchTerms`: 10 prefixes of each of the four name words and of the email. */
export const SEARCH_TERMS_MAX = (SEARCH_NAME_WORDS_MAX + 1) * SEARCH_TERM_MAX_LENGTH;
/** Private profiles one profile-sync step reads (then their public copies, in one batchGet). */
export const PROFILE_SYNC_PAGE_SIZE = 100;
/** Listings "Locate listings" reads per step (each unlocated one costs a postcodes.io lookup or two). */
export const LOCATE_PAGE_SIZE = 20;
/** Pause after the last keystroke before User Management searches (one query per pause, not per key). */
export const ADMIN_SEARCH_DEBOUNCE_MS = 300;
/**
 * Abuse limits enforced by firestore.rules (same numbers there): one message a second per sender,
 * new conversations a day for accounts younger than a week, reports a day per user.
 */
export const MESSAGE_MIN_INTERVAL_MS = 1000;
export const NEW_ACCOUNT_DAYS = 7;
export const NEW_ACCOUNT_CONVERSATIONS_PER_DAY = 10;
export const REPORTS_PER_DAY = 10;
/** New-message emails one sender may trigger a day (firestore.rules isTrueNewMessage; one per unread streak). */
export const EMAILS_PER_DAY = 20;
/** New listing-image files a user may add a day (storage.rules isCountedSlot: 4 listings x 10 images + replacements). */
export const UPLOADS_PER_DAY = 60;
/** A rate_limits day window (firestore.rules: duration.value(1, 'd')). */
export const RATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The name a deleted account leaves in the other side's conversations (firestore.rules checks it). */
export const DELETED_USER_NAME = 'Deleted user';

/** Viewings (firestore.rules "viewings"): slot ids slot-0 .. slot-39 bound a listing's times. */
export const VIEWING_SLOTS_MAX = 40;
/** A seeker's upcoming viewings at once (one per listing). */
export const VIEWING_BOOKINGS_MAX = 5;
export const VIEWING_DAYS_AHEAD = 60;
export const VIEWING_DEFAULT_MINUTES = 30;

/** Texts of My Profile's household questions (the values' labels are src/schema/household.ts). */
export const HOUSEHOLD_PROFILE_MESSAGES = {
  selfTitle: 'What I’m like',
  selfIntro: 'So owners whose household suits you find you. Every question is optional.',
  needsTitle: 'What I need',
  needsIntro: 'So the rooms that fit you find you: choose what you can live with, then say whether it is a must, a prefer, or you don’t mind.',
  noFaith: 'We never ask about religion, caste or nationality: the kitchen is the household’s rule for the shared kitchen, not anyone’s faith.',
  levelLegend: (label: string) => `${label}: how much it matters`,
  levels: { must: 'Must', prefer: 'Prefer', none: 'Don’t mind' },
  self: {
    diet: { label: 'What I eat', why: 'Households with a kitchen rule look for this.' },
    smokes: { label: 'Smoking', why: 'Owners say whether smoking is allowed at home.' },
    drinks: { label: 'Alcohol', why: 'Some households have no alcohol at home.' },
    pets: { label: 'My pets', why: 'Some households cannot take pets.' },
    languages: { label: 'Languages I speak', why: 'Households list the languages spoken at home.' },
    couple: { label: 'Moving in', why: 'Some rooms welcome couples, some do not.' },
    typicalDay: { label: 'My typical day', why: 'Students, office hours and shifts keep different hours.' },
    cleanliness: { label: 'How tidy I am', why: 'A shared home works best when this matches.' },
  },
  needs: {
    kitchen: { label: 'Kitchen', why: 'So rooms with the kitchen you need find you.' },
    smoking: { label: 'Smoking at home', why: 'So rooms with the smoking rule you need find you.' },
    alcohol: { label: 'Alcohol at home', why: 'So rooms where alcohol suits you find you.' },
    guests: { label: 'Overnight guests', why: 'So rooms with the guests you are happy with find you.' },
    pets: { label: 'Pets', why: 'So rooms that suit you about pets find you.' },
    languages: { label: 'Languages spoken at home', why: 'So rooms where your language is spoken find you.' },
    makeUp: { label: 'Who lives there', why: 'So all-female, all-male or mixed homes, as you need, find you.' },
    couples: { label: 'Couples', why: 'So rooms that suit you about couples find you.' },
    typicalDay: { label: 'Their typical day', why: 'So households that keep hours like yours find you.' },
    cleanliness: { label: 'Tidiness', why: 'So households as tidy as you like find you.' },
  },
} as const;

/** A seeker's roommate profile and its picture. */
export const PROFILE_TEXT = {
  updateProfileFailed: 'Failed to update profile. Please try again.',
  uploadPictureFailed: 'Failed to upload profile picture. Please try again.',
  updateStatusFailed: 'Failed to update status. Please try again.',
  uploadingPicture: 'Uploading new profile picture...',
  profileUpdated: 'Profile updated successfully!',
  pictureUploaded: 'New profile picture uploaded successfully!',
} as const;

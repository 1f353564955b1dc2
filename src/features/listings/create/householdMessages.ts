/** Texts of the listing form's Household section (the values' labels are src/schema/household.ts HOUSEHOLD_LABELS). */
export const HOUSEHOLD_MESSAGES = {
  title: 'Household',
  intro: 'Say what living here is like, so seekers who fit find your room. Every question is optional; leave any you would rather not answer.',
  noFaith: 'We never ask about religion, caste or nationality: the kitchen rule is the household’s rule for the shared kitchen, not anyone’s faith.',
  notStated: 'Not stated',
  questions: {
    kitchen: { label: 'Kitchen', why: 'Many seekers need a vegetarian, egg-free or Jain-friendly kitchen.' },
    smoking: { label: 'Smoking', why: 'Seekers who do not smoke, or who do, look for this first.' },
    alcohol: { label: 'Alcohol at home', why: 'Some seekers prefer a home without alcohol.' },
    guests: { label: 'Overnight guests', why: 'How often friends or partners stay over.' },
    pets: { label: 'Pets', why: 'For seekers with allergies, or with a pet of their own.' },
    languages: { label: 'Languages spoken at home', why: 'Seekers new to the UK often look for a familiar language.' },
    makeUp: { label: 'Who lives here', why: 'Some seekers look for an all-female or all-male home.' },
    couples: { label: 'Couples', why: 'Couples look for homes that welcome them.' },
    people: { label: 'People living here now', why: 'Not counting the room on offer.' },
    typicalDay: { label: 'Typical day', why: 'Students, office hours and shift workers keep different hours.' },
    cleanliness: { label: 'Cleanliness', why: 'A shared home works best when this matches.' },
  },
} as const;

import type { UniversityMatcher } from './placeSuggestions';

let loading: Promise<UniversityMatcher> | null = null;

/** The university list and its matcher, fetched once, on the search box's first focus. */
export function loadUniversityMatcher(): Promise<UniversityMatcher> {
  loading ??= import('@/lib/place/universityMatch').then(({ matchUniversities, campusLabel }) => (text: string) =>
    matchUniversities(text).map((campus) => ({ campus, label: campusLabel(campus) })),
  );
  return loading;
}

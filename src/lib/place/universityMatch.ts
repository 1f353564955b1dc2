/**
 * Suggestions from the built-in university list for what a seeker types: "UCL", "kings",
 * "queen mary", "imperial south ken", "manchester". Pure, so the input can run it per key press.
 */
import { UNIVERSITY_CAMPUSES, type UniversityCampus } from './universities';

export const MAX_UNIVERSITY_SUGGESTIONS = 6;

/** Lower case, no accents or apostrophes, "&" as "and", single spaces. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Words a search may leave out or shorten without changing what it means. */
const FILLER_WORDS = new Set(['of', 'the', 'uni', 'university', 'campus', 'college']);

const words = (text: string) => normaliseName(text).split(' ').filter(Boolean);

interface Searchable {
  campus: UniversityCampus;
  names: string[];
  words: string[];
}

const SEARCHABLE: Searchable[] = UNIVERSITY_CAMPUSES.map((campus) => {
  const names = [campus.shortName, campus.name, ...campus.aliases].map(normaliseName);
  return { campus, names, words: [...new Set([...names, campus.campus, campus.city].flatMap(words))] };
});

/** How well `query` names the campus: 0 (not at all) to 4 (exactly its short name or an alias). */
function score(entry: Searchable, query: string): number {
  if (entry.names.includes(query)) return 4;
  if (entry.names.some((name) => name.startsWith(query))) return 3;
  const queryWords = query.split(' ').filter((word) => !FILLER_WORDS.has(word));
  if (queryWords.length === 0) return 0;
  const matched = queryWords.every((queryWord) => entry.words.some((word) => word.startsWith(queryWord)));
  return matched ? 2 : 0;
}

/**
 * The campuses `text` may mean, best first; ties keep the list's order (London first). Needs two
 * characters, except an exact short name.
 */
export function matchUniversities(text: string, limit = MAX_UNIVERSITY_SUGGESTIONS): UniversityCampus[] {
  const query = normaliseName(text);
  if (query.length < 2) return [];
  return SEARCHABLE.map((entry, index) => ({ entry, index, score: score(entry, query) }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((candidate) => candidate.entry.campus);
}

/**
 * The one campus `text` names, for a search sent without picking a suggestion: the only match,
 * or the only one it names exactly (a short name, full name or alias: "UCL", "King's"); null when
 * it could mean several ("manchester") or none.
 */
export function universityNamedBy(text: string): UniversityCampus | null {
  const query = normaliseName(text);
  if (query.length < 2) return null;
  const scored = SEARCHABLE.map((entry) => ({ campus: entry.campus, score: score(entry, query) })).filter((candidate) => candidate.score > 0);
  if (scored.length === 1) return scored[0]?.campus ?? null;
  const exact = scored.filter((candidate) => candidate.score === 4);
  if (exact.length === 1) return exact[0]?.campus ?? null;
  // What a saved place says ("UCL, Bloomsbury"): a suggestion's own label.
  const labelled = SEARCHABLE.filter((entry) => normaliseName(campusLabel(entry.campus)) === query);
  return labelled.length === 1 ? (labelled[0]?.campus ?? null) : null;
}

/** "UCL, Bloomsbury" or "University of Glasgow, Gilmorehill": what a suggestion reads. */
export function campusLabel(campus: UniversityCampus): string {
  return `${campus.shortName === campus.name ? campus.name : campus.shortName}, ${campus.campus}`;
}

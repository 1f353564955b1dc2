/**
 * One definition of "blank" for every "not blank" check: text made only of Unicode white space
 * (including the no-break, ideographic and other wide spaces) and zero-width characters is blank.
 * firestore.rules isNonBlank repeats this set as an RE2 class; keep the two equal.
 */

/** Code points (ranges inclusive) that count as nothing when they are all a text holds. */
export const BLANK_CHARACTERS: readonly (readonly [number, number])[] = [
  [0x09, 0x0d], // tab, line feed, vertical tab, form feed, carriage return
  [0x20, 0x20], // space
  [0x85, 0x85], // next line
  [0xa0, 0xa0], // no-break space
  [0x1680, 0x1680], // Ogham space mark
  [0x2000, 0x200a], // en quad .. hair space (em space, thin space...)
  [0x200b, 0x200d], // zero-width space, non-joiner, joiner
  [0x2028, 0x2029], // line and paragraph separators
  [0x202f, 0x202f], // narrow no-break space
  [0x205f, 0x205f], // medium mathematical space
  [0x2060, 0x2060], // word joiner
  [0x3000, 0x3000], // ideographic space
  [0xfeff, 0xfeff], // zero-width no-break space (byte order mark)
];

const hex = (code: number) => `\\u{${code.toString(16)}}`;
const BLANK_CLASS = BLANK_CHARACTERS.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');
const BLANK_ONLY = new RegExp(`^[${BLANK_CLASS}]*$`, 'u');
const BLANK_EDGES = new RegExp(`^[${BLANK_CLASS}]+|[${BLANK_CLASS}]+$`, 'gu');

/** True for '' and for text of blank characters only. */
export function isBlank(text: string): boolean {
  return BLANK_ONLY.test(text);
}

/** The text without blank characters at either end (String.trim also leaves zero-width ones). */
export function trimBlank(text: string): string {
  return text.replace(BLANK_EDGES, '');
}

import type { Household, SeekerSelf } from '@/schema/household';
import { CARD_FACTS } from './messages';

/**
 * The two or three household facts that matter most, as small labels on one row. The row is
 * always there at its full height (empty when nothing is known), so the facts' arrival moves
 * nothing; it never wraps. The short labels keep their width and the last (the languages, a list
 * of any length) ends in an ellipsis where the row does.
 */
function FactRow({ prefix, facts }: { prefix: string; facts: string[] }) {
  return (
    <p data-testid="card-facts" aria-hidden={facts.length === 0 ? true : undefined} className="flex h-6 min-w-0 items-center gap-1.5 overflow-hidden">
      {facts.length > 0 ? <span className="sr-only">{prefix} </span> : null}
      {facts.map((fact, index) => (
        <span key={fact} className={`${index < facts.length - 1 ? 'shrink-0' : 'min-w-0 truncate'} rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-200`}>
          {fact}
          {index < facts.length - 1 ? <span className="sr-only">, </span> : null}
        </span>
      ))}
    </p>
  );
}

const languagesFact = (languages: readonly string[] | undefined) => (languages?.length ? languages.join(', ') : null);

const present = (facts: (string | null | undefined)[]) => facts.filter((fact): fact is string => Boolean(fact));

/** Kitchen, smoking and languages from a listing's household. */
export function roomFacts(household: Household | undefined): string[] {
  return present([
    household?.kitchen && CARD_FACTS.kitchen[household.kitchen],
    household?.smoking && CARD_FACTS.smoking[household.smoking],
    languagesFact(household?.languages),
  ]);
}

/** Diet, smoking and languages from what a seeker says they are like. */
export function seekerFacts(self: SeekerSelf | undefined): string[] {
  return present([
    self?.diet && CARD_FACTS.diet[self.diet],
    self?.smokes && CARD_FACTS.smokes[self.smokes],
    languagesFact(self?.languages),
  ]);
}

export function RoomFacts({ household }: { household: Household | undefined }) {
  return <FactRow prefix={CARD_FACTS.roomPrefix} facts={roomFacts(household)} />;
}

export function SeekerFacts({ self }: { self: SeekerSelf | undefined }) {
  return <FactRow prefix={CARD_FACTS.seekerPrefix} facts={seekerFacts(self)} />;
}

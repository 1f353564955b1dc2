import { REVIEW } from '../messages';
import { dayMonthYear } from '@/lib/dates';
import { formatGBP, formatGBPExact } from '@/lib/format';
import type { PostSignal } from './postSignals';

const MINUTE_MS = 60_000;

/** One risk signal as a sentence with its evidence (figures, the matched text, the other listing). */
export function SignalEvidence({ signal }: { signal: PostSignal }) {
  switch (signal.kind) {
    case 'rent-far-below': {
      const { rent, percentOfMedian, median, count } = signal.evidence;
      return <>{REVIEW.rentFarBelow(formatGBP(rent), percentOfMedian, formatGBP(median), signal.roomType, signal.place, count)}</>;
    }
    case 'deposit-above-cap': {
      const { deposit, weeksOfRent, capLabel, cap, act } = signal.evidence;
      return <>{REVIEW.depositAboveCap(formatGBP(deposit), weeksOfRent, capLabel, formatGBPExact(cap), act)}</>;
    }
    case 'contact-in-text':
      return (
        <>
          {REVIEW.contactInText(signal.evidence.field)}
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {signal.evidence.excerpts.map((excerpt) => (
              <li key={excerpt}>
                <q className="italic">{excerpt}</q>
              </li>
            ))}
          </ul>
        </>
      );
    case 'duplicate-photo': {
      const posted = signal.other.postedAt ? dayMonthYear(signal.other.postedAt) : '?';
      return (
        <>
          <span className="mr-1 inline-block rounded bg-white/70 px-1.5 font-bold dark:bg-black/30">
            {signal.other.screenedCameFirst ? REVIEW.photoOriginal(signal.screenedPostedAt ? dayMonthYear(signal.screenedPostedAt) : '?') : REVIEW.photoCopy}
          </span>
          {REVIEW.duplicatePhoto(signal.evidence.distance)}{' '}
          <a href={signal.other.href} target="_blank" rel="noopener" className="font-semibold underline">
            {signal.other.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          by {signal.other.owner} {signal.other.screenedCameFirst ? REVIEW.otherIsCopy(posted) : REVIEW.otherIsOriginal(posted)}
          <span className="mt-2 flex gap-2">
            <img src={signal.evidence.photo.url} alt="This post's photo" width={96} height={72} loading="lazy" className="h-18 w-24 rounded object-cover" />
            <img src={signal.evidence.match.url} alt="The matching photo" width={96} height={72} loading="lazy" className="h-18 w-24 rounded object-cover" />
          </span>
        </>
      );
    }
    case 'new-account':
      return <>{REVIEW.newAccount(signal.evidence.ageHours)}</>;
    case 'posting-burst':
      return <>{REVIEW.postingBurst(signal.evidence.count, signal.evidence.windowHours)}</>;
    case 'conversation-burst': {
      const minutes = Math.max(1, Math.round((signal.evidence.to.getTime() - signal.evidence.from.getTime()) / MINUTE_MS));
      return <>{REVIEW.conversationBurst(signal.evidence.count, minutes)}</>;
    }
  }
}

/**
 * "Before you pay" on a room page: the kind of let in a seeker's words, whether this listing asks
 * more than the law allows (the warning itself sits before the description), whether its deposit
 * must be protected, and the one rule about paying that every screen gives. A lazy chunk
 * (BeforeYouPaySlot mounts it after the page has painted).
 */
import { Link } from 'react-router-dom';
import { SAFETY } from '@/config/postMessages';
import { paths } from '@/config/paths';
import { checkLettingLaw } from '@/lib/lettingLaw/check';
import { letListingOf, type LawListingSource } from '@/lib/lettingLaw/fromListing';
import { LETTING_LAW } from '@/lib/lettingLaw/messages';
import { depositProtection } from '@/lib/lettingLaw/protection';
import { LawWarningLink } from './LawWarning';

const TEXT = LETTING_LAW.beforeYouPay;
const body = 'text-sm text-slate-700 dark:text-slate-300';

export default function BeforeYouPay({ room }: { room: LawListingSource }) {
  const listing = letListingOf(room);
  const breaksLaw = checkLettingLaw(listing).length > 0;
  const protection = room.deposit > 0 ? depositProtection(listing.nation, listing.letKind) : null;
  return (
    <section aria-labelledby="before-you-pay" data-testid="before-you-pay" className="rounded-2xl border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="before-you-pay" className="mb-2 text-lg font-bold text-slate-900 dark:text-white">
        {TEXT.title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-slate-900 dark:text-white">{TEXT.letKindTerm}</dt>
        <dd className="text-slate-700 dark:text-slate-300">{LETTING_LAW.letKindForReader[listing.letKind]}</dd>
        <dt className="font-semibold text-slate-900 dark:text-white">{TEXT.nationTerm}</dt>
        <dd className="text-slate-700 dark:text-slate-300">{LETTING_LAW.nationName[listing.nation]}</dd>
      </dl>
      {breaksLaw ? (
        <p className="mt-3 text-sm font-semibold text-red-800 dark:text-red-300">
          <LawWarningLink className="underline underline-offset-2">{TEXT.seeBreaks}</LawWarningLink>
        </p>
      ) : (
        <p className={`mt-3 ${body}`}>{TEXT.nothingBroken}</p>
      )}
      {protection ? (
        <p className={`mt-3 ${body}`}>{protection.required ? TEXT.mustProtect(protection.within, protection.unit, protection.law) : TEXT.needNotProtect(protection.law)}</p>
      ) : null}
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
        <li>{SAFETY.payRule}</li>
        <li>{SAFETY.videoViewing}</li>
        <li>
          {SAFETY.documents}{' '}
          <Link to={paths.rightToRent()} className="font-semibold text-orange-800 underline underline-offset-2 dark:text-orange-300">
            {SAFETY.rightToRentLink}
          </Link>
        </li>
      </ul>
    </section>
  );
}

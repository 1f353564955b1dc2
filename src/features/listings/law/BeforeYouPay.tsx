/**
 * "Before you pay" on a room page: each letting-law rule this listing breaks with the money asked
 * against the legal limit, whether its deposit must be protected, and the general safety rules.
 * A lazy chunk (BeforeYouPaySlot mounts it after the page has painted).
 */
import { formatGBPExact } from '@/lib/format';
import { checkLettingLaw } from '@/lib/lettingLaw/check';
import { letListingOf, type LawListingSource } from '@/lib/lettingLaw/fromListing';
import { LETTING_LAW } from '@/lib/lettingLaw/messages';
import { depositProtection } from '@/lib/lettingLaw/protection';

const TEXT = LETTING_LAW.beforeYouPay;

export default function BeforeYouPay({ room }: { room: LawListingSource }) {
  const listing = letListingOf(room);
  const findings = checkLettingLaw(listing);
  const protection = room.deposit > 0 ? depositProtection(listing.nation, listing.letKind) : null;
  return (
    <section aria-labelledby="before-you-pay" data-testid="before-you-pay" className="rounded-2xl border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900">
      <h2 id="before-you-pay" className="mb-2 text-lg font-bold text-slate-900 dark:text-white">
        {TEXT.title}
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">{TEXT.letKind(LETTING_LAW.letKindLabel[listing.letKind], LETTING_LAW.nationName[listing.nation])}</p>
      {findings.length > 0 ? (
        <>
          <p className="mt-3 text-sm font-semibold text-red-800 dark:text-red-300">{TEXT.breaks}</p>
          <ul className="mt-1 list-disc space-y-2 pl-5 text-sm text-slate-800 dark:text-slate-200">
            {findings.map((finding) => (
              <li key={`${finding.rule.id}-${finding.field}`}>
                {finding.message}
                {finding.kind === 'money' ? <span className="block font-semibold">{TEXT.asked(formatGBPExact(finding.asked), formatGBPExact(finding.limit))}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{TEXT.nothingBroken}</p>
      )}
      {protection ? (
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          {protection.required ? TEXT.mustProtect(protection.within, protection.unit, protection.law) : TEXT.needNotProtect(protection.law)}
        </p>
      ) : null}
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800 dark:text-slate-200">
        {TEXT.safety.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The viewing emails (docs/viewings.md): `viewing-booked` to the owner, `viewing-cancelled` to the
 * other side, `viewing-proposed` to the booked seeker, each in the batch of the change it reports.
 * The checks mirror the rules' (the recipient's emailMessages, the sender's emails count, a public
 * name, mail-safe text) so a batch never carries an email they refuse; when one fails, the change
 * goes without it.
 */
import { EMAILS_PER_DAY } from '@/config/constants';
import { isMailSafe } from '@/lib/linkLike';
import type { ViewingMailTemplate } from '@/schema/mail';
import type { ViewingSlot } from '@/types/viewings';
import { fsPaths, isPermissionDenied, type WriteBatch, type Writer } from '../transport/db';
import { readNotificationSettings } from '../writers/mail';
import { addDayCount, isRateLimited } from '../writers/rateLimits';
import { calendarDates, ukWords } from '../writers/viewingMailTime';

export interface ViewingMail {
  template: ViewingMailTemplate;
  from: string;
  to: string;
  /** The slot the batch writes. */
  slot: Pick<ViewingSlot, 'listingId' | 'id'>;
  /** The time the email states: the slot's own, or the proposed one. */
  time: Pick<ViewingSlot, 'startAt' | 'minutes' | 'kind'>;
}

async function serverText({ sdk, db }: Writer, path: string, field: string): Promise<string> {
  const value: unknown = (await sdk.getDocFromServer(sdk.doc(db, path))).data()?.[field];
  return typeof value === 'string' ? value : '';
}

/** Adds the email and the sender's emails count to `batch`; resolves whether it did. */
export async function addViewingMail(writing: Writer, batch: WriteBatch, mail: ViewingMail): Promise<boolean> {
  const { sdk, db } = writing;
  try {
    const [settings, actorName, listingTitle] = await Promise.all([
      readNotificationSettings(writing, mail.to, true),
      serverText(writing, fsPaths.publicProfile(mail.from), 'name'),
      serverText(writing, fsPaths.roomListing(mail.slot.listingId), 'title'),
    ]);
    // A name or title the rules would refuse in an email (an older one) costs the email, never the change.
    if (!settings.emailMessages || !actorName || !listingTitle || !isMailSafe(actorName) || !isMailSafe(listingTitle)) return false;
    const id = sdk.doc(sdk.collection(db, fsPaths.mailCollection())).id;
    await addDayCount(writing, batch, mail.from, 'emails', EMAILS_PER_DAY, id);
    batch.set(sdk.doc(db, fsPaths.mail(id)), {
      toUids: [mail.to],
      template: {
        name: mail.template,
        data: {
          actorName,
          listingId: mail.slot.listingId,
          listingTitle,
          slotId: mail.slot.id,
          when: ukWords(mail.time.startAt),
          dates: calendarDates(mail.time.startAt, mail.time.minutes),
          kind: mail.time.kind,
        },
      },
    });
    return true;
  } catch (error) {
    // Over the day's cap, or offline: the change goes without its email.
    if (!isRateLimited(error, 'emails')) console.warn('No email for this viewing change', error);
    return false;
  }
}

/**
 * Commits `write` with the email: a refusal of a batch carrying one is tried once more with a
 * fresh emails count (another write of the caller's, a chat line's email, may have taken the step
 * this one counted on). A refusal of the change itself is refused again, and thrown.
 */
export async function commitWithViewingMail(writing: Writer, write: (batch: WriteBatch) => void, mail: ViewingMail): Promise<void> {
  const batchWithMail = async () => {
    const batch = writing.sdk.writeBatch(writing.db);
    write(batch);
    return { batch, mailed: await addViewingMail(writing, batch, mail) };
  };
  const first = await batchWithMail();
  try {
    await first.batch.commit();
  } catch (error) {
    if (!first.mailed || !isPermissionDenied(error)) throw error;
    await (await batchWithMail()).batch.commit();
  }
}

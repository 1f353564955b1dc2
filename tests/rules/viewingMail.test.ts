/**
 * The viewing emails (docs/viewings.md): `viewing-booked`, `viewing-cancelled` and
 * `viewing-proposed`, each only in the batch of the change it reports, to the other side, in the
 * one shape the rules accept (who and when, recomputed from the documents; never free text).
 * Every refusal beside its legitimate twin.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, Timestamp, writeBatch, type DocumentData, type Firestore, type WriteBatch } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { EMAILS_PER_DAY } from '../../src/config/constants';
import { useRulesEnv } from './support/env';
import { OTHER, OWNER, paths, THIRD } from './support/fixtures';
import { acceptBatch, addMail, BOOKED, BOOKED_START, changesDocs, FREE, FREE_START, proposeBatch, viewingData, type ViewingMailOptions } from './support/viewingChanges';
import { addCount, bookedSlotDoc, bookingBatch, openFields, seekerCancelBatch, slotDoc } from './support/viewings';

const h = useRulesEnv();

type Build = (db: Firestore) => WriteBatch;

/** Each `bad` email (merged over `good`) refused in the batch `build` makes, then `good` accepted. */
async function refusesAllBut(from: string, build: Build, good: ViewingMailOptions, bad: Partial<ViewingMailOptions>[]): Promise<void> {
  const db = h.as(from);
  for (const attack of bad) await assertFails((await addMail(db, build(db), from, { ...good, ...attack })).commit());
  await assertSucceeds((await addMail(db, build(db), from, good)).commit());
}

/** template.data with one field changed or added. */
const withData = (good: ViewingMailOptions, extra: DocumentData): Partial<ViewingMailOptions> => ({ data: { ...good.data, ...extra } });

/** Wrong in the fields every viewing email shares: who, which room, when, the shape. */
function sharedAttacks(good: ViewingMailOptions): Partial<ViewingMailOptions>[] {
  return [
    { to: THIRD },
    { skipCount: true },
    withData(good, { actorName: 'Priya (call 07700 900123)' }),
    withData(good, { actorName: 'Name of someone' }),
    withData(good, { listingTitle: 'Another room' }),
    withData(good, { when: 'Sat 6 Dec, 11:00' }),
    withData(good, { dates: '20261206T110000Z/20261206T113000Z' }),
    withData(good, { kind: good.data.kind === 'video' ? 'in-person' : 'video' }),
    withData(good, { message: 'Bring cash for the deposit' }),
    { mail: { toUids: [good.to], template: { name: good.template, data: good.data }, message: { subject: 'Hi', text: 'free text' } } },
    { mail: { to: 'someone@example.com', template: { name: good.template, data: good.data } } },
  ];
}

describe('viewing-booked: to the owner, in the booking batch', () => {
  const book: Build = (db) => bookingBatch(db, THIRD, { listingId: 'l1', slotId: FREE, startAt: FREE_START });
  const good: ViewingMailOptions = { template: 'viewing-booked', to: OWNER, data: viewingData(THIRD, FREE, { startAt: FREE_START }) };

  it('names the seeker, the room and the booked time; attacks: any other recipient, name, title, time, kind, field or shape', async () => {
    await h.seed(changesDocs({ [paths.viewingRegistry(THIRD)]: { bookings: {}, changed: 'l1' } }));
    await refusesAllBut(THIRD, book, good, [...sharedAttacks(good), withData(good, { slotId: BOOKED })]);
  });

  it('only beside a booking: alone, or beside a cancellation, it is refused', async () => {
    await h.seed(changesDocs());
    const other = h.as(OTHER);
    await assertFails((await addMail(other, writeBatch(other), OTHER, { ...good, data: viewingData(OTHER, BOOKED, { startAt: BOOKED_START }) })).commit());
    const cancel: Build = (db) => seekerCancelBatch(db, OTHER, 'l1', BOOKED, { l1: { slotId: BOOKED, startAt: BOOKED_START } });
    await refusesAllBut(OTHER, cancel, { template: 'viewing-cancelled', to: OWNER, data: viewingData(OTHER, BOOKED, { startAt: BOOKED_START }) }, [
      { template: 'viewing-booked' },
    ]);
  });

  it("states UK summer time, across the clock change, and a video slot's length and kind", async () => {
    // 2027: British Summer Time from 28 March 01:00 UTC to 31 October 01:00 UTC.
    const cases = [
      ['2027-03-28T00:30:00Z', 'Sun 28 Mar, 00:30', 'Sun 28 Mar, 01:30'],
      ['2027-03-28T01:00:00Z', 'Sun 28 Mar, 02:00', 'Sun 28 Mar, 01:00'],
      ['2027-07-03T09:00:00Z', 'Sat 3 Jul, 10:00', 'Sat 3 Jul, 09:00'],
      ['2027-10-31T00:30:00Z', 'Sun 31 Oct, 01:30', 'Sun 31 Oct, 00:30'],
      ['2027-10-31T01:00:00Z', 'Sun 31 Oct, 01:00', 'Sun 31 Oct, 02:00'],
    ] as const;
    const times = cases.map(([iso]) => iso);
    const slots = Object.fromEntries(
      times.map((iso, index) => [paths.viewingSlot('l1', `slot-${10 + index}`), slotDoc({ createdAt: Timestamp.now(), startAt: Timestamp.fromDate(new Date(iso)), kind: 'video', minutes: 45 })]),
    );
    await h.seed(changesDocs({ ...slots, [paths.viewingRegistry(THIRD)]: { bookings: {}, changed: 'l1' } }));
    for (const [index, [iso, when, wrong]] of cases.entries()) {
      const slotId = `slot-${10 + index}`;
      const startAt = Timestamp.fromDate(new Date(iso));
      const build: Build = (db) => bookingBatch(db, THIRD, { listingId: 'l1', slotId, startAt });
      const data = viewingData(THIRD, slotId, { startAt, minutes: 45, kind: 'video' });
      expect(data.when).toBe(when);
      // A wrong UK offset, and a 30-minute span for a 45-minute slot, are refused.
      await refusesAllBut(THIRD, build, { template: 'viewing-booked', to: OWNER, data }, [{ data: { ...data, when: wrong } }, { data: { ...data, dates: viewingData(THIRD, slotId, { startAt }).dates } }]);
      await assertSucceeds(seekerCancelBatch(h.as(THIRD), THIRD, 'l1', slotId, { l1: { slotId, startAt } }).commit());
    }
  });

  it("respects the owner's emailMessages and the seeker's daily emails cap", async () => {
    await h.seed(changesDocs({ [paths.viewingRegistry(THIRD)]: { bookings: {}, changed: 'l1' }, [paths.notificationSettings(OWNER)]: { emailMessages: false } }));
    const third = h.as(THIRD);
    await assertFails((await addMail(third, book(third), THIRD, good)).commit());
    await assertSucceeds(book(third).commit());
    await h.seed({ [paths.notificationSettings(OWNER)]: { emailMessages: true }, [paths.viewingSlot('l1', FREE)]: slotDoc({ createdAt: Timestamp.now(), startAt: FREE_START }) });
    await h.seed({ [paths.viewingRegistry(THIRD)]: { bookings: {}, changed: 'l1' }, [paths.rateLimit(THIRD, 'emails')]: { windowStart: Timestamp.now(), count: EMAILS_PER_DAY, lastAt: Timestamp.now(), changed: 'old' } });
    await assertFails((await addMail(third, book(third), THIRD, good)).commit());
    await h.seed({ [paths.rateLimit(THIRD, 'emails')]: { windowStart: Timestamp.now(), count: EMAILS_PER_DAY - 1, lastAt: Timestamp.now(), changed: 'old' } });
    await assertSucceeds((await addMail(third, book(third), THIRD, good)).commit());
  });
});

describe('viewing-cancelled: to the other side, in the cancelling batch', () => {
  const cancel: Build = (db) => seekerCancelBatch(db, OTHER, 'l1', BOOKED, { l1: { slotId: BOOKED, startAt: BOOKED_START } });

  it('the seeker cancels: to the owner; attacks: to themselves, any other field or shape', async () => {
    await h.seed(changesDocs());
    const good: ViewingMailOptions = { template: 'viewing-cancelled', to: OWNER, data: viewingData(OTHER, BOOKED, { startAt: BOOKED_START }) };
    await refusesAllBut(OTHER, cancel, good, [...sharedAttacks(good), { to: OTHER }, withData(good, { reason: 'Found another room' })]);
  });

  it('the owner cancels: to the seeker', async () => {
    await h.seed(changesDocs());
    const ownerCancel: Build = (db) => {
      const batch = writeBatch(db);
      batch.update(doc(db, paths.viewingSlot('l1', BOOKED)), openFields());
      return addCount(batch, db, OWNER, 'l1', BOOKED, 'ownerCancelled');
    };
    const good: ViewingMailOptions = { template: 'viewing-cancelled', to: OTHER, data: viewingData(OWNER, BOOKED, { startAt: BOOKED_START }) };
    await refusesAllBut(OWNER, ownerCancel, good, [{ to: OWNER }, withData(good, { actorName: `Name of ${OTHER}` })]);
  });
});

describe('viewing-proposed: to the booked seeker, in the owner’s proposal batch, stating the proposed time', () => {
  it('attacks: the booked time instead of the proposed one, a stranger, no proposal in the batch', async () => {
    await h.seed(changesDocs());
    const propose: Build = (db) => proposeBatch(db, FREE);
    const good: ViewingMailOptions = { template: 'viewing-proposed', to: OTHER, data: viewingData(OWNER, BOOKED, { startAt: FREE_START }) };
    const booked = viewingData(OWNER, BOOKED, { startAt: BOOKED_START });
    await refusesAllBut(OWNER, propose, good, [...sharedAttacks(good), { to: OWNER }, withData(good, { when: booked.when, dates: booked.dates })]);
    await h.seed({ [paths.viewingSlot('l1', BOOKED)]: bookedSlotDoc(OTHER, { startAt: BOOKED_START }) });
    const owner = h.as(OWNER);
    await assertFails((await addMail(owner, writeBatch(owner), OWNER, good)).commit());
  });

  it('the seeker accepting sends the owner a viewing-booked for the new time', async () => {
    await h.seed(changesDocs({ [paths.viewingSlot('l1', BOOKED)]: bookedSlotDoc(OTHER, { startAt: BOOKED_START, proposal: FREE }) }));
    const accept: Build = (db) => acceptBatch(db, FREE, FREE_START);
    const good: ViewingMailOptions = { template: 'viewing-booked', to: OWNER, data: viewingData(OTHER, FREE, { startAt: FREE_START }) };
    await refusesAllBut(OTHER, accept, good, [{ template: 'viewing-proposed' }, withData(good, { slotId: BOOKED })]);
  });
});

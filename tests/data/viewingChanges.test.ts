/**
 * A viewing's changes through the real repositories and the feature's chat line
 * (docs/viewings.md): book, propose, decline, accept and cancel each leave the slots, the booking,
 * the line in the conversation and the email to the other side consistent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptViewingProposal,
  bookViewing,
  cancelViewing,
  conversationId,
  createProfiles,
  createRoomListing,
  declineViewingProposal,
  openViewingTimes,
  proposeViewingTime,
  subscribeMessages,
  subscribeMyBookedSlots,
  subscribeOpenSlots,
} from '@/data';
import { calendarDates, ukWords } from '@/data/writers/viewingMailTime';
import { postViewingLine } from '@/features/viewings/lib/chatLine';
import { formatViewingTime } from '@/features/viewings/lib/ukTime';
import { VIEWING_MESSAGES } from '@/features/viewings/messages';
import type { ChatMessage } from '../../src/data/collections/conversations';
import type { ViewingSlot } from '@/types/viewings';
import { roomInput } from './fixtures';
import { clearFirestore, listAsOwner, signInAs, signUpFresh, waitFor } from './support';

const PHONE = '+44 7700 900123';
const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(clearFirestore);

async function member(name: string) {
  const account = await signUpFresh(name);
  await createProfiles({ uid: account.uid, name, email: account.email, phoneNumber: PHONE });
  return account;
}

/** An owner with a live listing and three open in-person times from tomorrow. */
async function listingWithTimes() {
  const owner = await member('Priya Owner');
  const listingId = await createRoomListing(roomInput(), { uid: owner.uid, name: 'Priya Owner', phoneNumber: PHONE });
  const start = Math.ceil(Date.now() / DAY_MS) * DAY_MS + DAY_MS + 10 * 60 * 60 * 1000;
  await openViewingTimes(owner.uid, listingId, [0, 1, 2].map((index) => ({ startAt: new Date(start + index * 30 * 60 * 1000), kind: 'in-person' as const, minutes: 30 })));
  const slots = await openSlots(listingId, (items) => items.length === 3);
  return { owner, listingId, slots };
}

function openSlots(listingId: string, accept: (slots: ViewingSlot[]) => boolean): Promise<ViewingSlot[]> {
  return waitFor<ViewingSlot[]>((next, error) => subscribeOpenSlots(listingId, next, error), accept);
}

/** The seeker's one booking, once it satisfies `accept`. */
async function bookingOf(uid: string, accept: (slot: ViewingSlot) => boolean): Promise<ViewingSlot> {
  const [slot] = await waitFor<ViewingSlot[]>((next, error) => subscribeMyBookedSlots(uid, next, error), (items) => items.length === 1 && accept(items[0]!));
  return slot!;
}

/** The conversation of `a` and `b` once it holds every one of `texts`, sent. */
function linesArrive(a: string, b: string, texts: string[]): Promise<ChatMessage[]> {
  return waitFor<ChatMessage[]>(
    (next, error) => subscribeMessages(conversationId(a, b), next, error),
    (items) => texts.every((text) => items.some((item) => item.text === text && !item.pending)),
  );
}

/** The viewing emails written so far: template, recipient and data. */
async function viewingMails(): Promise<{ name: string; to: string; when: string; dates: string }[]> {
  const text = (value: unknown) => (value as { stringValue?: string } | undefined)?.stringValue ?? '';
  return (await listAsOwner('artifacts/roomshare-uk/mail'))
    .map(({ fields }) => {
      const template = (fields.template as { mapValue: { fields: Record<string, unknown> } }).mapValue.fields;
      const data = (template.data as { mapValue: { fields: Record<string, unknown> } }).mapValue.fields;
      const to = (fields.toUids as { arrayValue: { values: unknown[] } }).arrayValue.values[0];
      return { name: text(template.name), to: text(to), when: text(data.when), dates: text(data.dates) };
    })
    .filter((mail) => mail.name.startsWith('viewing-'));
}

const mailFor = (name: string, to: string, slot: ViewingSlot) => ({ name, to, when: ukWords(slot.startAt), dates: calendarDates(slot.startAt, slot.minutes) });

describe('viewing changes: slot, booking, chat line and email agree', () => {
  // Five changes, four chat lines (each at least a second apart): longer than one write.
  it('book, propose, decline, propose, accept, cancel', { timeout: 90_000 }, async () => {
    const { owner, listingId, slots } = await listingWithTimes();
    const [, first, second] = slots as [ViewingSlot, ViewingSlot, ViewingSlot];
    const seeker = await member('Ananya Seeker');

    // Booked: the owner is emailed and the line is in their chat.
    await bookViewing(seeker.uid, first, 'After work');
    expect(await postViewingLine(seeker.uid, owner.uid, VIEWING_MESSAGES.lineBooked(formatViewingTime(first.startAt), 'in-person'))).toBe(true);
    let booked = await bookingOf(seeker.uid, (slot) => slot.id === first.id);
    expect(await viewingMails()).toEqual([mailFor('viewing-booked', owner.uid, first)]);

    // Proposed: the booking gains the proposal; the seeker is emailed the proposed time.
    await signInAs(owner.email, owner.password);
    await proposeViewingTime(owner.uid, booked, second);
    const proposedLine = VIEWING_MESSAGES.lineProposed(formatViewingTime(second.startAt), 'in-person');
    expect(await postViewingLine(owner.uid, seeker.uid, proposedLine)).toBe(true);
    await signInAs(seeker.email, seeker.password);
    booked = await bookingOf(seeker.uid, (slot) => slot.proposal === second.id);
    expect(await viewingMails()).toContainEqual(mailFor('viewing-proposed', seeker.uid, second));
    await linesArrive(seeker.uid, owner.uid, [proposedLine]);

    // Declined: the proposal goes, the booking stands where it was, the proposed time stays open.
    await declineViewingProposal(booked);
    const declinedLine = VIEWING_MESSAGES.lineDeclined(formatViewingTime(second.startAt), formatViewingTime(first.startAt));
    expect(await postViewingLine(seeker.uid, owner.uid, declinedLine)).toBe(true);
    booked = await bookingOf(seeker.uid, (slot) => slot.id === first.id && slot.proposal === null);
    expect(booked.note).toBe('After work');
    expect((await openSlots(listingId, (items) => items.length === 2)).map((slot) => slot.id)).toContain(second.id);

    // Proposed again and accepted: the booking moves with its note, the old time opens, the owner is emailed the new time.
    await signInAs(owner.email, owner.password);
    await proposeViewingTime(owner.uid, booked, second);
    await signInAs(seeker.email, seeker.password);
    booked = await bookingOf(seeker.uid, (slot) => slot.proposal === second.id);
    await acceptViewingProposal(seeker.uid, booked, second);
    const movedLine = VIEWING_MESSAGES.lineMoved(formatViewingTime(second.startAt), 'in-person');
    expect(await postViewingLine(seeker.uid, owner.uid, movedLine)).toBe(true);
    const moved = await bookingOf(seeker.uid, (slot) => slot.id === second.id);
    expect(moved).toMatchObject({ note: 'After work', proposal: null, bookedBy: seeker.uid });
    const open = await openSlots(listingId, (items) => items.length === 2);
    expect(open.map((slot) => slot.id).sort()).toEqual([slots[0]!.id, first.id].sort());
    expect(open.find((slot) => slot.id === first.id)).toMatchObject({ bookedBy: null, note: '', proposal: null });
    // One viewing per listing still holds: the registry moved with the booking.
    await expect(bookViewing(seeker.uid, first)).rejects.toMatchObject({ reason: 'already-booked' });

    // Cancelled: the owner is emailed, the time is open again.
    await cancelViewing(seeker.uid, moved);
    await openSlots(listingId, (items) => items.length === 3);
    const mails = await viewingMails();
    expect(mails).toContainEqual(mailFor('viewing-booked', owner.uid, second));
    expect(mails).toContainEqual(mailFor('viewing-cancelled', owner.uid, second));
    // booked, proposed twice, booked at the new time, cancelled.
    expect(mails.map((mail) => mail.name).sort()).toEqual(['viewing-booked', 'viewing-booked', 'viewing-cancelled', 'viewing-proposed', 'viewing-proposed']);

    const bookedLine = VIEWING_MESSAGES.lineBooked(formatViewingTime(first.startAt), 'in-person');
    const lines = (await linesArrive(owner.uid, seeker.uid, [bookedLine, proposedLine, declinedLine, movedLine])).map((message) => message.text);
    expect(lines).toEqual([bookedLine, proposedLine, declinedLine, movedLine]);
  });

  it('accepting a proposed time someone else booked first is refused, and the booking stands', async () => {
    const { owner, slots } = await listingWithTimes();
    const [, first, second] = slots as [ViewingSlot, ViewingSlot, ViewingSlot];
    const seeker = await member('Ananya Seeker');
    await bookViewing(seeker.uid, first);
    await signInAs(owner.email, owner.password);
    await proposeViewingTime(owner.uid, { ...first, bookedBy: seeker.uid }, second);
    const quicker = await member('Quicker Seeker');
    await bookViewing(quicker.uid, second);
    await signInAs(seeker.email, seeker.password);
    const booked = await bookingOf(seeker.uid, (slot) => slot.proposal === second.id);
    await expect(acceptViewingProposal(seeker.uid, booked, second)).rejects.toMatchObject({ name: 'ViewingBookingError', reason: 'taken' });
    expect(await bookingOf(seeker.uid, (slot) => slot.id === first.id)).toMatchObject({ bookedBy: seeker.uid, proposal: second.id });
  });
});

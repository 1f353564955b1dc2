/**
 * firestore.rules lettingLawHolds(): the arithmetic letting-law caps of src/lib/lettingLaw, run on
 * the same threshold cases as the module (src/testing/lettingLawCases.ts) so the rules' integer
 * form and the module agree to the penny; and the new listing fields' types and enums.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { lettingLawCases, type LawFigures } from '../../src/testing/lettingLawCases';
import { useRulesEnv } from './support/env';
import { onPost } from './support/audit';
import { ADMIN, audited, batchCreateListing, castDocs, listingDocs, OWNER, paths, batchEditListing, userDocs } from './support/fixtures';

const h = useRulesEnv();
const listing = (db: Firestore, id = 'l1') => doc(db, paths.roomListing(id));

async function accepted(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch {
    return false;
  }
}

// The caps are checked by the owner's registry write in the listing's create batch (isAddition):
// the listing's own evaluation is at the rules engine's 1000-expression budget.
describe('letting law in firestore.rules', () => {
  it('agrees with the module on every cap, a penny below, at and above the limit, for every kind of let', async () => {
    // Each case is an owner's first listing: one owner per case, all seeded at once (no clearing
    // between cases, which made this test most of the file's time).
    const cases = lettingLawCases().map((c, index) => ({ ...c, owner: `law-owner-${index}` }));
    await h.seed(Object.assign({}, ...cases.map(({ owner }) => userDocs(owner))));
    const disagreements: string[] = [];
    for (const c of cases) {
      const ok = await accepted(batchCreateListing(h.as(c.owner), c.owner, `listing-of-${c.owner}`, { listing: { ...c.figures } }));
      if (ok !== c.allowed) disagreements.push(`${c.name}: module ${c.allowed ? 'allows' : 'refuses'}, rules ${ok ? 'allow' : 'refuse'}`);
    }
    expect(cases.length).toBeGreaterThan(100);
    expect(disagreements).toEqual([]);
  }, 300_000);

  it("attack 108: a new listing asks a deposit above 5 weeks' rent in England (a lodger's too)", async () => {
    await h.seed(castDocs());
    // attack 108
    // £1,300 a month = £300 a week: 6 weeks is £1,800, the cap £1,500.
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { rent: 1300, deposit: 1800 } }));
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { rent: 1300, deposit: 1800, letKind: 'lodger' } }));
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { rent: 1300, deposit: 1500, holdingDeposit: 301 } }));
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { rent: 1300, deposit: 1500, rentInAdvance: 2600 } }));
    // The legitimate twin: 5 weeks, 1 week's holding deposit, 1 month in advance.
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { rent: 1300, deposit: 1500, holdingDeposit: 300, rentInAdvance: 1300, letKind: 'whole-home' } }));
  });

  it('a listing above the caps from before them still toggles and is moderated: only an edit of what the law reads is rechecked', async () => {
    // A listing written before these rules, above the cap: its status toggle and an admin's hide
    // (audited, as every moderation is) still work; editing its figures or words needs the caps met.
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { rent: 600, deposit: 1400 }) });
    await assertSucceeds(updateDoc(listing(h.as(OWNER)), { status: 'filled' }));
    await assertFails(batchEditListing(h.as(OWNER), 'l1', { title: 'Still above the cap' }));
    await assertSucceeds(batchEditListing(h.as(OWNER), 'l1', { title: 'Now within the cap', deposit: 690 }));
    const admin = h.as(ADMIN);
    await assertSucceeds(audited(admin, onPost(ADMIN, 'hide', 'room', 'l1'), (batch) => batch.update(listing(admin), { status: 'hidden' })));
  });

  it("attack 117: an edit of a live listing raises its deposit above the cap, or skips or misdirects the registry's recheck", async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1', 'l2'], { rent: 1300, deposit: 1000 }) });
    const owner = h.as(OWNER);
    // attack 117
    await assertFails(batchEditListing(owner, 'l1', { deposit: 1800 }));
    await assertFails(batchEditListing(owner, 'l1', { holdingDeposit: 301 }));
    await assertFails(batchEditListing(owner, 'l1', { rent: 650, deposit: 1000, letKind: 'lodger' }));
    // The update alone, or with a recheck of the owner's other listing.
    await assertFails(batchEditListing(owner, 'l1', { deposit: 1800 }, { skipRecheck: true }));
    await assertFails(batchEditListing(owner, 'l1', { deposit: 1200 }, { skipRecheck: true }));
    const misdirected = writeBatch(owner);
    misdirected.update(listing(owner), { deposit: 1800 });
    misdirected.update(doc(owner, paths.listingRegistry(OWNER)), { lastChangedId: 'l2', checkedAt: serverTimestamp() });
    await assertFails(misdirected.commit());
    // A recheck with no edit, or one that changes the list, is no recheck.
    await assertSucceeds(updateDoc(doc(owner, paths.listingRegistry(OWNER)), { lastChangedId: 'l2', checkedAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(owner, paths.listingRegistry(OWNER)), { listingIds: ['l1'], lastChangedId: 'l2', checkedAt: serverTimestamp() }));
    // The legitimate twins: the same edits within the caps.
    await assertSucceeds(batchEditListing(owner, 'l1', { deposit: 1500 }));
    await assertSucceeds(batchEditListing(owner, 'l1', { holdingDeposit: 300 }));
    await assertSucceeds(batchEditListing(owner, 'l1', { rent: 650, deposit: 750, holdingDeposit: 150, letKind: 'lodger' }));
  });

  it('attack 118: an edit of a live tenancy in England adds words that invite bids or refuse benefits and stays live', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
    const owner = h.as(OWNER);
    // attack 118
    await assertFails(batchEditListing(owner, 'l1', { description: 'Lovely room. No DSS.' }));
    await assertFails(batchEditListing(owner, 'l1', { title: 'Sealed bids by Friday' }));
    // The legitimate twins: the same words sent to review; a lodger's room.
    await assertSucceeds(batchEditListing(owner, 'l1', { description: 'Lovely room. No DSS.', status: 'pending' }));
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { letKind: 'lodger' }) });
    await assertSucceeds(batchEditListing(owner, 'l1', { description: 'No kids in the house, just me.' }));
  });

  it('reads the nation from the outward code when the listing has none: 2 months in Edinburgh (EH1) is legal, not in Ilford (IG1)', async () => {
    await h.seed(castDocs());
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { rent: 1300, deposit: 2600 } }));
    // attack: the city's text names another nation than the outward code
    await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { rent: 1300, deposit: 2600, postcode: 'Edinburgh, UK' } }));
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { rent: 1300, deposit: 2600, postcode: 'Edinburgh, UK', outcode: 'EH1' } }));
  });

  it('reads the nation from the city of a listing from before outward codes: its edit to 2 months of deposit is legal in Edinburgh, not in Ilford', async () => {
    const fromBeforeOutcodes = (city: string) => {
      const docs = listingDocs(OWNER, ['l1'], { postcode: city });
      delete docs[paths.roomListing('l1')]?.outcode;
      return docs;
    };
    await h.seed({ ...castDocs(), ...fromBeforeOutcodes('Ilford, UK') });
    await assertFails(batchEditListing(h.as(OWNER), 'l1', { rent: 1300, deposit: 2600 }));
    // England's cap: 5 weeks of £1,300 a month is £1,500.
    await assertSucceeds(batchEditListing(h.as(OWNER), 'l1', { rent: 1300, deposit: 1500 }));
    await h.seed(fromBeforeOutcodes('Edinburgh, UK'));
    await assertSucceeds(batchEditListing(h.as(OWNER), 'l1', { rent: 1300, deposit: 2600 }));
  });

  it('attack 116: a new tenancy in England whose words invite bids or refuse benefits is published live, skipping review', async () => {
    await h.seed(castDocs());
    const owner = h.as(OWNER);
    // attack 116
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { description: 'Lovely room. NO DSS, sorry.' } }));
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { title: 'Double room, offers over £700 considered' } }));
    await assertFails(batchCreateListing(owner, OWNER, 'l1', { listing: { description: 'Quiet house.\nBest and final offers by Friday', letKind: 'whole-home' } }));
    // The legitimate twins: the same words waiting for review; a lodger's room; a let in Scotland;
    // words that only look alike.
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l1', { listing: { description: 'Lovely room. NO DSS, sorry.', status: 'pending' } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l2', { listing: { description: 'No kids in the house, just me.', letKind: 'lodger' } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l3', { listing: { description: 'No DSS.', postcode: 'Glasgow, UK', outcode: 'G12' } }));
    await assertSucceeds(batchCreateListing(owner, OWNER, 'l4', { listing: { description: 'No smoking, no pets. Kids welcome; benefits accepted.' } }));
  });

  it('a verified owner may send their live listing to review (an edit with flagged wording), and cannot bring it back alone', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
    await assertSucceeds(batchEditListing(h.as(OWNER), 'l1', { description: 'Best offers by Friday.', status: 'pending' }));
    await assertFails(updateDoc(listing(h.as(OWNER)), { status: 'active' }));
  });

  it('attack 109: a kind of let off the list, or holding deposit / rent in advance of the wrong type or out of bounds', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1']) });
    const bad: Partial<Record<keyof LawFigures, unknown>>[] = [
      { letKind: 'castle' },
      { letKind: 3 },
      { holdingDeposit: '100' },
      { holdingDeposit: -1 },
      { holdingDeposit: 100_001 },
      { rentInAdvance: '650' },
      { rentInAdvance: -5 },
      { rentInAdvance: 100_001 },
    ];
    // attack 109
    for (const change of bad) await assertFails(batchEditListing(h.as(OWNER), 'l1', change));
    for (const letKind of ['tenancy', 'lodger', 'whole-home']) await assertSucceeds(batchEditListing(h.as(OWNER), 'l1', { letKind, holdingDeposit: 100, rentInAdvance: 0 }));
  });
});


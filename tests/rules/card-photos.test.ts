/** room_listings' cardImages: each photo's card rendition (src/lib/cardPhotos.ts), and who writes them. */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { useRulesEnv } from './support/env';
import { ADMIN, batchCreateListing, batchEditListing, castDocs, GOOGLE_STORAGE, listingDocs, listingImageUrl, OTHER, OWNER, paths } from './support/fixtures';

const h = useRulesEnv();
const listing = (db: Firestore, id = 'l1') => doc(db, paths.roomListing(id));

const PHOTOS = [listingImageUrl(OWNER, '1700000000000-1'), listingImageUrl(OWNER, '1700000000000-2')];
const CARDS = [listingImageUrl(OWNER, 'card/1700000000000-1'), listingImageUrl(OWNER, 'card/1700000000000-2')];

describe('card photos', () => {
  it('a new listing names one rendition per photo, in card/ or the photo itself', async () => {
    await h.seed(castDocs());
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { images: PHOTOS, cardImages: CARDS } }));
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l2', { listing: { images: PHOTOS, cardImages: [CARDS[0], PHOTOS[1]] } }));
    // A listing without photos has no renditions either.
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l0', { listing: { images: [], cardImages: [] } }));
    // A listing without renditions (as every listing before them).
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l3', { listing: { images: PHOTOS } }));
  });

  it('attack: renditions that are not one per photo, another user\'s files, other hosts or other folders', async () => {
    await h.seed(castDocs());
    const bad = [
      CARDS.slice(0, 1),
      [...CARDS, listingImageUrl(OWNER, 'card/1700000000000-3')],
      [CARDS[0], listingImageUrl(OTHER, 'card/1700000000000-2')],
      [CARDS[0], 'https://tracker.example.com/pixel.gif'],
      [CARDS[0], listingImageUrl(OWNER, 'thumbs/1700000000000-2')],
      [CARDS[0], listingImageUrl(OWNER, 'card/card/1700000000000-2')],
      [CARDS[0], ''],
      'not a list',
    ];
    for (const cardImages of bad) await assertFails(batchCreateListing(h.as(OWNER), OWNER, 'l1', { listing: { images: PHOTOS, cardImages } }));
  });

  it('an owner\'s edit keeps the renditions one per photo', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { images: PHOTOS, cardImages: CARDS }) });
    const owner = h.as(OWNER);
    // Removing a photo without its rendition would leave the lists apart.
    await assertFails(batchEditListing(owner, 'l1', { images: PHOTOS.slice(1), lastActivity: serverTimestamp() }));
    await assertSucceeds(batchEditListing(owner, 'l1', { images: PHOTOS.slice(1), cardImages: CARDS.slice(1), lastActivity: serverTimestamp() }));
  });

  it('an admin\'s "Make card photos" writes only the renditions, without the law recheck; no one else may', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1'], { images: PHOTOS }) });
    await assertFails(updateDoc(listing(h.as(OTHER)), { cardImages: CARDS }));
    await assertFails(updateDoc(listing(h.as(ADMIN)), { cardImages: CARDS.slice(1) }));
    await assertFails(updateDoc(listing(h.as(ADMIN)), { cardImages: CARDS, title: 'Moderated' }));
    await assertSucceeds(updateDoc(listing(h.as(ADMIN)), { cardImages: CARDS }));
  });

  it('a maximal listing with ten renditions fits the rules engine budget (create, owner edit and admin edit)', async () => {
    await h.seed({ ...castDocs(), ...listingDocs(OWNER, ['l1', 'l2', 'l3']) });
    const images = Array.from({ length: 10 }, (_, i) => listingImageUrl(OWNER, `${i}_${'f'.repeat(120)}.jpg`, GOOGLE_STORAGE));
    const cardImages = images.map((url) => url.replace(`%2F${OWNER}%2F`, `%2F${OWNER}%2Fcard%2F`));
    const maximal = {
      title: 'T'.repeat(120),
      description: 'D'.repeat(5000),
      address: 'A'.repeat(120),
      amenities: ['WiFi', 'Parking', 'Bills included', 'Furnished', 'Washing Machine', 'Gym access', 'Balcony'],
      images,
      cardImages,
      locationKeys: Array.from({ length: 10 }, (_, i) => `${'abcdefghij'.charAt(i)}-${'x'.repeat(58)}`),
    };
    await assertSucceeds(batchCreateListing(h.as(OWNER), OWNER, 'l4', { listing: maximal }));
    await assertSucceeds(batchEditListing(h.as(OWNER), 'l4', { ...maximal, title: 'Edited', images: [...images].reverse(), cardImages: [...cardImages].reverse(), lastActivity: serverTimestamp() }));
    await assertSucceeds(batchEditListing(h.as(ADMIN), 'l4', { ...maximal, title: 'Moderated', lastActivity: serverTimestamp() }));
  });
});

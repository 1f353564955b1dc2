import { describe, expect, it } from 'vitest';
import { cardImageAttributes, hasAllCardPhotos, listingPhotoFiles, listingPhotos, photoFilesOf } from './cardPhotos';

const FULL = ['https://s.test/o/1', 'https://s.test/o/2'];
const CARD = ['https://s.test/o/card/1', 'https://s.test/o/card/2'];

describe('a card photo', () => {
  it('is the rendition alone (no srcset that would give a phone the full photo)', () => {
    expect(cardImageAttributes({ images: FULL, cardImages: CARD })).toEqual({ src: CARD[0] });
  });

  it('is the full photo on a listing older than renditions, or whose photo has none', () => {
    expect(cardImageAttributes({ images: FULL })).toEqual({ src: FULL[0] });
    expect(cardImageAttributes({ images: FULL, cardImages: [FULL[0] ?? '', CARD[1] ?? ''] })).toEqual({ src: FULL[0] });
  });

  it('is nothing without a photo', () => {
    expect(cardImageAttributes({ images: [] })).toBeNull();
  });
});

describe('hasAllCardPhotos', () => {
  it('holds when every photo has its own rendition', () => {
    expect(hasAllCardPhotos({ images: FULL, cardImages: CARD })).toBe(true);
    expect(hasAllCardPhotos({ images: [] })).toBe(true);
  });

  it('fails without renditions, with a photo standing for its own, or with lists of different lengths', () => {
    expect(hasAllCardPhotos({ images: FULL })).toBe(false);
    expect(hasAllCardPhotos({ images: FULL, cardImages: [CARD[0] ?? '', FULL[1] ?? ''] })).toBe(false);
    expect(hasAllCardPhotos({ images: FULL, cardImages: CARD.slice(0, 1) })).toBe(false);
  });
});

describe('listingPhotos', () => {
  it('pairs kept photos with their stored renditions and new ones with theirs, in the new order', () => {
    const uploaded = [{ url: 'https://s.test/o/3', cardUrl: 'https://s.test/o/card/3' }];
    expect(listingPhotos([FULL[1] ?? '', 'https://s.test/o/3'], uploaded, { images: FULL, cardImages: CARD })).toEqual({
      images: [FULL[1], 'https://s.test/o/3'],
      cardImages: [CARD[1], 'https://s.test/o/card/3'],
    });
  });

  it('lets a photo without a rendition stand for its own', () => {
    expect(listingPhotos(FULL, [], { images: FULL })).toEqual({ images: FULL, cardImages: FULL });
  });
});

describe('the files of a listing photo', () => {
  it('are the photo and its rendition, each once', () => {
    expect(listingPhotoFiles({ images: FULL, cardImages: [CARD[0] ?? '', FULL[1] ?? ''] })).toEqual([...FULL, CARD[0]]);
    expect(photoFilesOf({ images: FULL, cardImages: CARD }, [FULL[1] ?? ''])).toEqual([FULL[1], CARD[1]]);
    expect(photoFilesOf({ images: FULL }, [FULL[0] ?? ''])).toEqual([FULL[0]]);
  });
});

/**
 * The duplicate-photo signal for one listing: its photos against the photos of OTHER owners'
 * listings in the same area (the newest PHOTO_COMPARE_SAMPLE there, one query). An owner reusing
 * their own photos across their rooms is normal (one house, several rooms); the scam pattern is a
 * real listing's photos reposted by someone else, usually in the same area at a lower rent. Each
 * stored image is hashed once per admin session (hashStoredPhoto, cached by URL).
 */
import { paths } from '@/config/paths';
import { duplicatePhotos, type DuplicatePhotoEvidence, type HashedPhoto, type PhotoHashResult } from '@/lib/screening/photoHash';
import type { RoomListing } from '@/data/collections/roomListings';
import { hashStoredPhoto } from '../screening/hashStoredPhoto';

export interface OtherListing {
  id: string;
  title: string;
  owner: string;
  href: string;
  postedAt: Date | null;
  /** The screened listing was posted before this one: it is the original, the other the copy. */
  screenedCameFirst: boolean;
}

/** Whether `a` was posted before `b` (an unknown date never counts as first). */
function postedBefore(a: Date | null, b: Date | null): boolean {
  return a !== null && (b === null || a.getTime() < b.getTime());
}

const hashes = new Map<string, Promise<PhotoHashResult | null>>();

function hashOnce(url: string): Promise<PhotoHashResult | null> {
  let hash = hashes.get(url);
  if (!hash) {
    hash = hashStoredPhoto(url).catch((error: unknown) => {
      console.error('A listing photo could not be hashed', url, error);
      return null;
    });
    hashes.set(url, hash);
  }
  return hash;
}

async function hashedPhotos(listing: RoomListing): Promise<HashedPhoto[]> {
  const results = await Promise.all(listing.images.map(async (url) => ({ url, result: await hashOnce(url) })));
  return results.flatMap(({ url, result }) => (result?.kind === 'hash' ? [{ postId: listing.id, url, hash: result.hash }] : []));
}

/** Each other listing sharing a photo with `listing`, with its closest matching pair. */
export async function duplicatesAmong(listing: RoomListing, areaListings: readonly RoomListing[]): Promise<{ evidence: DuplicatePhotoEvidence; other: OtherListing }[]> {
  const others = areaListings.filter((candidate) => candidate.id !== listing.id && candidate.userId !== listing.userId);
  if (listing.images.length === 0 || others.length === 0) return [];
  const photos = (await Promise.all([listing, ...others].map(hashedPhotos))).flat();
  const closestPerListing = new Map<string, DuplicatePhotoEvidence>();
  for (const evidence of duplicatePhotos(listing.id, photos)) {
    if (!closestPerListing.has(evidence.match.postId)) closestPerListing.set(evidence.match.postId, evidence);
  }
  return [...closestPerListing.values()].flatMap((evidence) => {
    const other = others.find((candidate) => candidate.id === evidence.match.postId);
    if (!other) return [];
    const screenedCameFirst = postedBefore(listing.createdAt, other.createdAt);
    return [{ evidence, other: { id: other.id, title: other.title, owner: other.userName, href: paths.room(other.title, other.id), postedAt: other.createdAt, screenedCameFirst } }];
  });
}

/**
 * Build-time only (the prerender): the tops of the room and roommate pages (in the app shell) as
 * `<template>`s whose text and attributes hold `{{field}}` slots (a location page's room cards:
 * ./RoomCardsPreview). The page's early read (src/app/firstPaint/earlyRead.ts) fills them from the posts it
 * fetched and shows the result in place of the loading state, so the content and main photo paint
 * before the app's code has downloaded. React's render then replaces it with the same markup (same
 * components), so nothing moves.
 */
import { POST_ARTICLE, POST_PAGE_FRAME } from '@/components/post/postLayout';
import { PageLoading } from '@/components/status/LoadingScreen';
import { RoomDetailTop } from '@/features/listings';
import { RoommateDetailTop } from '@/features/roommates';
import type { ReactNode } from 'react';
import type { PostPreviewName } from './earlyPreview';
import type { RoomListing } from '@/data/collections/roomListings';
import type { RoommateRequest } from '@/data/collections/roommateRequests';

/** The slot the early read fills with a field of the post's REST document (`images.0`: a list's first item). */
export const slot = (field: string) => `{{${field}}}`;
/** How a slot starts, to keep React's image preloads of slots out of the head (src/app/prerender.tsx). */
export const PREVIEW_SLOT = '{{';

/**
 * What the preview shows is an active post (inactive ones wait for the app: ./earlyPreview), with
 * every badge; the early read drops those the post does not have (`data-preview-if`).
 */
export const ROOM: RoomListing = {
  id: slot('id'),
  title: slot('title'),
  description: '',
  address: slot('address'),
  postcode: slot('postcode'),
  rent: 0,
  deposit: 0,
  roomType: 'Double',
  preferredTenants: 'Any',
  availableFrom: '',
  amenities: [],
  contactMethod: '',
  images: [slot('images.0')],
  letKind: 'tenancy',
  holdingDeposit: 0,
  rentInAdvance: 0,
  status: 'active',
  userId: slot('userId'),
  ownerPremium: true,
  ownerVerified: { email: true, phone: true },
  userName: slot('userName'),
  household: {},
  createdAt: null,
  lastActivity: null,
};

const REQUEST: RoommateRequest = {
  id: slot('userId'),
  userId: slot('userId'),
  ownerPremium: true,
  ownerVerified: { email: true, phone: true },
  userName: slot('userName'),
  aboutMe: '',
  // A number on the post; the slot is text in the template ("{{age}} years").
  age: slot('age') as unknown as number,
  gender: slot('gender') as RoommateRequest['gender'],
  budget: 0,
  preferredLocations: '',
  moveInDate: '',
  profession: slot('profession'),
  organization: slot('organization'),
  preferredRoommates: [],
  requirements: slot('requirements'),
  furnished: 'Either',
  preferredStay: 'Other',
  profilePicture: slot('profilePicture'),
  verificationId: '',
  self: {},
  needs: {},
  status: 'active',
  createdAt: null,
  lastActivity: null,
};

function Preview({ name, children }: { name: PostPreviewName; children: ReactNode }) {
  return (
    <template data-post-preview={name}>
      {/* Inert: its buttons do nothing until the app replaces it. At least a screen high, so the
          footer stays below the fold while the rest of the page is missing. */}
      <div inert className={`${POST_PAGE_FRAME} min-h-screen`}>
        <article className={POST_ARTICLE}>{children}</article>
      </div>
    </template>
  );
}

/** The app shell's page: the loading state, and the previews the early read may show instead. */
export function AppShellPage() {
  return (
    <>
      <PageLoading />
      <Preview name="room">
        <RoomDetailTop room={ROOM} premium preview />
      </Preview>
      <Preview name="roommate">
        <RoommateDetailTop request={REQUEST} premium preview />
      </Preview>
    </>
  );
}

/**
 * Build-time only (the prerender): the tops of the room and roommate pages (in the app shell) as
 * `<template>`s, rendered by the page's own components inside `<PreviewMarks>`, so each element
 * that shows a post field names it (a location page's room cards: ./RoomCardsPreview). The page's
 * early read (./earlyPreview.ts) fills them from the posts it fetched and shows the result in place
 * of the loading state, so the content and main photo paint before the app's code has downloaded.
 * React's render then replaces it with the same markup (same components), so nothing moves.
 */
import { PreviewMarks } from '@/components/post/previewMarks';
import { POST_ARTICLE, POST_PAGE_FRAME } from '@/components/post/postLayout';
import { PageLoading } from '@/components/status/LoadingScreen';
import { RoomDetailTop } from '@/features/listings';
import { RoommateDetailTop } from '@/features/roommates';
import type { ReactNode } from 'react';
import type { PostPreviewName } from './earlyPreview';
import type { RoomListing } from '@/data/collections/roomListings';
import type { RoommateRequest } from '@/data/collections/roommateRequests';

/**
 * What the templates hold where the early read puts a post's text: present, so that every optional
 * part is rendered (an age, a work line), and never shown as text (the preview shows nothing
 * unless every element it fills has a value). Names made from it stay as rendered (the Save
 * button's label, the photo's alt): the preview is inert, hidden from assistive technology.
 */
const VALUE = '…';
/** The placeholder photo: filled from the post, and kept out of React's image preloads (./headElements.tsx). */
export const PREVIEW_PHOTO = 'data:,preview-photo';

/**
 * What the preview shows is an active post (inactive ones wait for the app: ./earlyPreview), with
 * every badge; the early read drops those the post does not have.
 */
export const ROOM: RoomListing = {
  id: VALUE,
  title: VALUE,
  description: '',
  address: VALUE,
  postcode: VALUE,
  rent: 0,
  deposit: 0,
  roomType: 'Double',
  preferredTenants: 'Any',
  availableFrom: '',
  amenities: [],
  contactMethod: '',
  images: [PREVIEW_PHOTO],
  letKind: 'tenancy',
  holdingDeposit: 0,
  rentInAdvance: 0,
  status: 'active',
  userId: VALUE,
  ownerPremium: true,
  ownerVerified: { email: true, phone: true },
  userName: VALUE,
  household: {},
  createdAt: null,
  lastActivity: null,
};

const REQUEST: RoommateRequest = {
  id: VALUE,
  userId: VALUE,
  ownerPremium: true,
  ownerVerified: { email: true, phone: true },
  userName: VALUE,
  aboutMe: '',
  // Any age and gender: the early read fills them.
  age: 1,
  gender: 'Female',
  budget: 0,
  preferredLocations: '',
  moveInDate: '',
  profession: VALUE,
  organization: VALUE,
  preferredRoommates: [],
  requirements: VALUE,
  furnished: 'Either',
  preferredStay: 'Other',
  profilePicture: PREVIEW_PHOTO,
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
        <article className={POST_ARTICLE}>
          <PreviewMarks>{children}</PreviewMarks>
        </article>
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
        <RoomDetailTop room={ROOM} premium />
      </Preview>
      <Preview name="roommate">
        <RoommateDetailTop request={REQUEST} premium />
      </Preview>
    </>
  );
}

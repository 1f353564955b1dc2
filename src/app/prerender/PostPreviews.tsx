/**
 * Build-time only (the prerender): the tops of the room and roommate pages (in the app shell) and
 * a location page's room cards as `<template>`s whose text and attributes hold `{{field}}` slots.
 * The page's early read (src/data/earlyRead.ts) fills them from the posts it fetched and shows the
 * result in place of the loading state, so the content and main photo paint before the app's code
 * has downloaded. React's render then replaces it with the same markup (same components), so
 * nothing moves.
 */
import { POST_ARTICLE, POST_PAGE_FRAME } from '@/components/post/postLayout';
import { PageLoading } from '@/components/status/LoadingScreen';
import { RoomCard } from '@/features/listings/components/RoomCard';
import { RoomDetailTop } from '@/features/listings/components/RoomDetailTop';
import { ROOM_CARD_GRID, ROOM_CARDS_PREVIEW_ID } from '@/features/listings/location/roomCards';
import { RoommateDetailTop } from '@/features/roommates/components/RoommateDetailTop';
import type { ReactNode } from 'react';
import type { PostPreviewName } from '@/data/earlyPreview';
import type { RoomListing, RoommateRequest, RoomType } from '@/types/domain';

/** The slot the early read fills with a field of the post's REST document (`images.0`: a list's first item). */
const slot = (field: string) => `{{${field}}}`;
/** How a slot starts, to keep React's image preloads of slots out of the head (src/app/prerender.tsx). */
export const PREVIEW_SLOT = '{{';

/**
 * What the preview shows is an active post (inactive ones wait for the app: ./earlyPreview), with
 * every badge; the early read drops those the post does not have (`data-preview-if`).
 */
const ROOM: RoomListing = {
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
  status: 'active',
  userId: slot('userId'),
  ownerPremium: true,
  ownerVerified: { email: true, phone: true },
  userName: slot('userName'),
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

/** A room card's slots: ROOM's, and the fields the early read derives as the card does (src/data/earlyCardFields.ts). */
const CARD: RoomListing = { ...ROOM, roomType: slot('roomType') as RoomType };
const CARD_TEXT = { rent: slot('rentText'), availability: slot('availability'), href: `/room/${slot('slug')}-id-${slot('id')}` };

/**
 * Every way a card differs by its post: premium owner, active or filled. Each is rendered as a
 * later card (lazy photo); the early read gives the first card's photo the first card's priority.
 */
const CARD_VARIANTS = [true, false].flatMap((premium) => [true, false].map((active) => ({ premium, active })));

const condition = (holds: boolean, field: string) => (holds ? field : `!${field}`);

/**
 * The content of a location page's card template (its `<template>` element is made by the
 * prerender, in the head, outside the hydrated page): the list with one card per variant; the early
 * read keeps, for each room, the variant its fields select.
 */
export function RoomCardsPreview() {
  return (
    <ul className={ROOM_CARD_GRID}>
      {CARD_VARIANTS.map(({ premium, active }) => (
        <RoomCard
          key={`${premium}-${active}`}
          listing={{ ...CARD, ownerPremium: premium, status: active ? 'active' : 'filled' }}
          preview={{ ...CARD_TEXT, when: `${condition(premium, 'ownerPremium')} ${condition(active, 'active')}` }}
        />
      ))}
    </ul>
  );
}

/** The attributes of that template: which early read fills it, and where its cards go. */
export const ROOM_CARDS_TEMPLATE = { 'data-post-preview': 'room-cards' satisfies PostPreviewName, 'data-preview-into': ROOM_CARDS_PREVIEW_ID, 'data-preview-list': '' } as const;

import type { ComponentType } from 'react';
import { DetailRow } from '@/components/post/DetailRow';
import { paths } from '@/config/paths';
import { deleteRoomListing, deleteRoommateRequest, fetchAdminRoomListingsPage, fetchAdminRoommateRequestsPage, type CursorValue } from '@/data';
import { availabilityLabel } from '@/lib/dates';
import { listingPhotoFiles } from '@/lib/cardPhotos';
import { formatGBP } from '@/lib/format';
import type { RoomListing } from '@/data/collections/roomListings';
import type { RoommateRequest } from '@/data/collections/roommateRequests';
import { CompactDetails } from '../components/CompactDetails';
import type { PageFetcher } from '@/lib/useCursorPages';
import { formatStampDate } from '../lib/activityLabel';
import { ListingEditForm } from './ListingEditForm';
import { RequestEditForm } from './RequestEditForm';
import type { ScreenedPost } from '../review/postSignals';

export interface PostSummary {
  title: string;
  subtitle: string;
  image: string | undefined;
  inactiveLabel: 'FILLED' | 'FOUND' | null;
  owner: string;
  createdAt: Date | null;
  lastActivity: Date | null;
}

export interface EditFormProps<T> {
  post: T;
  onSaved: (post: T) => void;
  onCancel: () => void;
}

/** Everything the generic post list needs to know about one kind of post. */
export interface PostKind<T> {
  id: 'listings' | 'requests';
  label: string;
  fetchPage: PageFetcher<T, CursorValue[]>;
  idOf: (post: T) => string;
  summarize: (post: T) => PostSummary;
  publicHref: (post: T) => string;
  /** Storage files removed with the post. */
  images: (post: T) => string[];
  deleteDocument: (post: T) => Promise<void>;
  Details: ComponentType<{ post: T }>;
  EditForm: ComponentType<EditFormProps<T>>;
  /** The post as the risk signals take it. */
  screened: (post: T) => ScreenedPost;
}

function Timestamps({ createdAt, lastActivity }: { createdAt: Date | null; lastActivity: Date | null }) {
  return (
    <>
      <DetailRow label="Created">{formatStampDate(createdAt)}</DetailRow>
      <DetailRow label="Last activity">{formatStampDate(lastActivity)}</DetailRow>
    </>
  );
}

export const listingKind: PostKind<RoomListing> = {
  id: 'listings',
  label: 'Room Listings',
  fetchPage: fetchAdminRoomListingsPage,
  idOf: (listing) => listing.id,
  summarize: (listing) => ({
    title: listing.title || 'Untitled listing',
    subtitle: `${formatGBP(listing.rent)} / month · ${[listing.address, listing.postcode].filter(Boolean).join(', ')}`,
    image: listing.images[0],
    inactiveLabel: listing.status === 'active' ? null : 'FILLED',
    owner: listing.userName,
    createdAt: listing.createdAt,
    lastActivity: listing.lastActivity,
  }),
  publicHref: (listing) => paths.room(listing.title, listing.id),
  images: (listing) => listingPhotoFiles(listing),
  deleteDocument: (listing) => deleteRoomListing(listing, 'admin'),
  Details: ({ post }) => (
    <CompactDetails>
      <DetailRow label="Owner">{post.userName || 'Unknown User'}</DetailRow>
      <DetailRow label="Status">{post.moderation ?? (post.status === 'active' ? 'Active' : 'Filled')}</DetailRow>
      <DetailRow label="Rent">{formatGBP(post.rent)} / month</DetailRow>
      <DetailRow label="Deposit">{formatGBP(post.deposit)}</DetailRow>
      <DetailRow label="Room type">{post.roomType}</DetailRow>
      <DetailRow label="Available">{availabilityLabel(post.availableFrom)}</DetailRow>
      <DetailRow label="Images">{post.images.length}</DetailRow>
      <DetailRow label="Post ID">
        <span className="break-all">{post.id}</span>
      </DetailRow>
      <Timestamps createdAt={post.createdAt} lastActivity={post.lastActivity} />
    </CompactDetails>
  ),
  EditForm: ({ post, onSaved, onCancel }) => <ListingEditForm listing={post} onSaved={onSaved} onCancel={onCancel} />,
  screened: (post) => ({ kind: 'room', post }),
};

export const requestKind: PostKind<RoommateRequest> = {
  id: 'requests',
  label: 'Roommate Requests',
  fetchPage: fetchAdminRoommateRequestsPage,
  idOf: (request) => request.id,
  summarize: (request) => ({
    title: request.requirements || request.userName || 'Roommate request',
    subtitle: `Budget ${formatGBP(request.budget)} · ${request.preferredLocations || 'Any location'}`,
    image: request.profilePicture || undefined,
    inactiveLabel: request.status === 'active' ? null : 'FOUND',
    owner: request.userName,
    createdAt: request.createdAt,
    lastActivity: request.lastActivity,
  }),
  publicHref: (request) => paths.roommate(request.requirements, request.id),
  images: (request) => (request.profilePicture ? [request.profilePicture] : []),
  deleteDocument: (request) => deleteRoommateRequest(request.userId, 'admin'),
  Details: ({ post }) => (
    <CompactDetails>
      <DetailRow label="Name">{post.userName || 'Unknown User'}</DetailRow>
      <DetailRow label="Status">{post.moderation ?? (post.status === 'active' ? 'Actively Looking' : 'Room Found')}</DetailRow>
      <DetailRow label="Age">{post.age}</DetailRow>
      <DetailRow label="Gender">{post.gender}</DetailRow>
      <DetailRow label="Budget">{formatGBP(post.budget)} / month</DetailRow>
      <DetailRow label="Move-in">{availabilityLabel(post.moveInDate)}</DetailRow>
      <DetailRow label="User ID">
        <span className="break-all">{post.userId}</span>
      </DetailRow>
      <Timestamps createdAt={post.createdAt} lastActivity={post.lastActivity} />
    </CompactDetails>
  ),
  EditForm: ({ post, onSaved, onCancel }) => <RequestEditForm request={post} onSaved={onSaved} onCancel={onCancel} />,
  screened: (post) => ({ kind: 'roommate', post }),
};

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppTab } from '@/config/paths';

export const TAB_LABELS: Record<AppTab, string> = {
  'browse-rooms': 'Browse Rooms',
  'browse-roommates': 'Browse Roommates',
  'my-listings': 'My Listings',
  'create-listing': 'Create Listing',
  'my-profile': 'My Profile',
  messages: 'Messages',
  saved: 'Saved',
  admin: 'Admin Dashboard',
};

/** Each tab's screen, loaded on demand so a seeker never downloads the admin console. */
export const TAB_SCREENS: Record<AppTab, LazyExoticComponent<ComponentType>> = {
  'browse-rooms': lazy(() => import('./tabs/BrowseRoomsTab')),
  'browse-roommates': lazy(() => import('@/features/roommates/tabs/BrowseRoommatesTab')),
  'my-listings': lazy(() => import('@/features/listings/tabs/MyListingsTab')),
  'create-listing': lazy(() => import('@/features/listings/tabs/CreateListingTab')),
  'my-profile': lazy(() => import('@/features/roommates/tabs/MyProfileTab')),
  messages: lazy(() => import('@/features/chat/tabs/MessagesTab')),
  saved: lazy(() => import('@/features/shortlist/tabs/SavedTab')),
  admin: lazy(() => import('@/features/admin/AdminDashboard')),
};

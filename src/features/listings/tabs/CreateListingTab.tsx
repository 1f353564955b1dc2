import { useState } from 'react';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { MAX_LISTINGS_PER_USER } from '@/config/constants';
import { CreateListingForm } from '../create/CreateListingForm';
import { PostLimitNotice } from '../create/PostLimitNotice';
import { useMyListings } from '../hooks/useMyListings';

/** The Create Listing tab: the form, or the limit notice at 4 listings (the rules enforce it too). */
export default function CreateListingTab() {
  const { listings, loading } = useMyListings();
  // While a submit runs, the owner's own new listing may reach the limit: keep the form until it navigates.
  const [submitting, setSubmitting] = useState(false);
  if (loading) return <LoadingScreen />;
  if (listings.length >= MAX_LISTINGS_PER_USER && !submitting) return <PostLimitNotice />;
  return <CreateListingForm onSubmittingChange={setSubmitting} />;
}

import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackButton } from '@/components/post/BackButton';
import { usePostFromSlug } from '@/components/post/usePostFromSlug';
import { Head } from '@/components/seo/Head';
import { FatalError } from '@/components/status/FatalError';
import { LoadingScreen } from '@/components/status/LoadingScreen';
import { paths } from '@/config/paths';
import { fetchPremiumUserIds, getRoomListing, getRoomListingContact } from '@/data';
import { ChatGate } from '@/features/chat/components/ChatGate';
import { formatGBP } from '@/lib/format';
import type { RoomListing } from '@/types/domain';
import { RoomDetailBody } from '../components/RoomDetailBody';

/** The premium flag and (when the rules allow it) the poster's phone number. */
function usePosterContact(listing: RoomListing | null) {
  const [premium, setPremium] = useState(false);
  const [phone, setPhone] = useState<string | null>(null);
  useEffect(() => {
    if (!listing) return;
    let current = true;
    fetchPremiumUserIds([listing.userId])
      .then(async (ids) => {
        const isPremium = ids.has(listing.userId);
        const contact = isPremium ? await getRoomListingContact(listing.id) : null;
        if (current) {
          setPremium(isPremium);
          setPhone(contact?.phoneNumber || null);
        }
      })
      .catch((error: unknown) => console.error('Failed to load contact details', error));
    return () => {
      current = false;
    };
  }, [listing]);
  return { premium, phone };
}

export default function RoomDetailPage() {
  const { slug } = useParams();
  const fetchListing = useCallback((id: string) => getRoomListing(id), []);
  const load = usePostFromSlug(slug, fetchListing);
  const listing = load.state === 'ready' ? load.post : null;
  const { premium, phone } = usePosterContact(listing);

  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'error') {
    return (
      <div className="mx-auto max-w-4xl px-4 py-6">
        <Head title="Room not found" description={load.message} path={`/room/${slug ?? ''}`} noindex />
        <BackButton />
        <FatalError message={load.message} />
      </div>
    );
  }
  const room = load.post;
  const path = paths.room(room.title, room.id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <Head
        title={`${room.title} – ${formatGBP(room.rent)}/month in ${room.address}`}
        description={`${room.roomType} room in ${room.address}, ${room.postcode} for ${formatGBP(room.rent)} a month. ${room.description}`}
        path={path}
        type="article"
        image={room.images[0]}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Accommodation',
          name: room.title,
          description: room.description,
          address: { '@type': 'PostalAddress', addressLocality: room.address, addressRegion: room.postcode, addressCountry: 'GB' },
          ...(room.images[0] ? { image: room.images[0] } : {}),
        }}
      />
      <ChatGate recipient={{ uid: room.userId, name: room.userName }}>
        {(startChat) => <RoomDetailBody room={room} premium={premium} premiumPhone={phone} onMessage={startChat} />}
      </ChatGate>
    </div>
  );
}

import { useParams } from 'react-router-dom';
import { BackButton } from '@/components/post/BackButton';
import type { PostLoad } from '@/components/post/postLoad';
import { usePremiumContact } from '@/components/post/usePremiumContact';
import { POST_PAGE_FRAME } from '@/components/post/postLayout';
import { Head } from '@/components/seo/Head';
import { FatalError } from '@/components/status/FatalError';
import { PageLoading } from '@/components/status/LoadingScreen';
import { paths, postSlugs } from '@/config/paths';
import { getRoomListingContact } from '@/data';
import { ChatGate } from '@/features/chat';
import { formatGBP } from '@/lib/format';
import { useRead } from '@/lib/useRead';
import type { RoomListing } from '@/data/collections/roomListings';
import { RoomDetailBody } from '../components/RoomDetailBody';
import { readRoom } from './readRoom';

/** /room/{slug}-id-{id}: a listing. */
export default function RoomDetailPage() {
  const { slug = '' } = useParams();
  const read = useRead(slug, () => readRoom(slug));
  if (read.state === 'failed') throw read.error;
  return read.state === 'ready' ? <RoomDetail load={read.value} /> : <PageLoading />;
}

function RoomDetail({ load }: { load: PostLoad<RoomListing> }) {
  const { slug } = useParams();
  const { premium, phone } = usePremiumContact(load.state === 'ready' ? load.post : null, getRoomListingContact);

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
    <div className={POST_PAGE_FRAME}>
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
      <ChatGate recipient={{ uid: room.userId, name: room.userName }} about={{ postKind: 'room', postId: room.id, postTitle: room.title, postSlug: postSlugs.room(room.title) }}>
        {(startChat) => <RoomDetailBody room={room} premium={premium} premiumPhone={phone} onMessage={startChat} />}
      </ChatGate>
    </div>
  );
}

import { PostActionBar } from '@/components/post/PostActionBar';
import { InactiveBadge, PremiumBadge } from '@/components/post/PostBadges';
import { VerifiedBadges } from '@/components/post/VerifiedBadges';
import { ShareButton } from '@/components/post/ShareButton';
import { ReportButton } from '@/features/moderation';
import { ShortlistHeart } from '@/features/shortlist';
import { formatGBP } from '@/lib/format';
import type { RoomListing } from '@/data/collections/roomListings';
import { RoomGallery } from './RoomGallery';

/**
 * The top of a room page down to its main photo. The app shell also holds it as a template that
 * the page's early read fills before the app's code arrives (`preview`: every badge, each marked with
 * the post field that keeps it) (src/app/firstPaint/PostPreviews.tsx).
 */
export function RoomDetailTop({ room, premium, preview = false }: { room: RoomListing; premium: boolean; preview?: boolean }) {
  const inactive = room.status !== 'active';
  return (
    <>
      <PostActionBar>
        <ShortlistHeart post={{ kind: 'room', postId: room.id, title: room.title }} variant="inline" />
        {/* A post moderators hold is "not found" for everyone else: no link to share yet. */}
        {room.moderation ? null : <ShareButton title={room.title} text={`${room.title} – ${formatGBP(room.rent)}/month`} />}
        <ReportButton target={{ kind: 'room', targetId: room.id, targetUserId: room.userId }} what="this listing" />
      </PostActionBar>
      <header className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {premium ? <PremiumBadge previewIf={preview ? 'ownerPremium' : undefined} /> : null}
          {inactive ? <InactiveBadge label="FILLED" /> : null}
          <VerifiedBadges emailVerified={room.ownerVerified.email} phoneVerified={room.ownerVerified.phone} preview={preview} />
        </div>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">{room.title}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {room.address}, {room.postcode} · Posted by {room.userName}
        </p>
      </header>
      <RoomGallery images={room.images} title={room.title} />
    </>
  );
}

import { PostActionBar } from '@/components/post/PostActionBar';
import { InactiveBadge, PremiumBadge } from '@/components/post/PostBadges';
import { VerifiedBadges } from '@/components/post/VerifiedBadges';
import { Fill } from '@/components/post/previewMarks';
import { ShareButton } from '@/components/post/ShareButton';
import { ReportButton } from '@/features/moderation';
import { ShortlistHeart } from '@/features/shortlist';
import { formatGBP } from '@/lib/format';
import type { RoomListing } from '@/data/collections/roomListings';
import { RoomGallery } from './RoomGallery';

/**
 * The top of a room page down to its main photo. The app shell also holds it as a template that
 * the page's early read fills before the app's code arrives (src/app/firstPaint/PostPreviews.tsx):
 * there it marks each value.
 */
export function RoomDetailTop({ room, premium }: { room: RoomListing; premium: boolean }) {
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
          {premium ? <PremiumBadge /> : null}
          {inactive ? <InactiveBadge label="FILLED" /> : null}
          <VerifiedBadges emailVerified={room.ownerVerified.email} phoneVerified={room.ownerVerified.phone} />
        </div>
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
          <Fill field="title">{room.title}</Fill>
        </h1>
        <p className="text-slate-700 dark:text-slate-300">
          <Fill field="address">{room.address}</Fill>, <Fill field="postcode">{room.postcode}</Fill> · Posted by <Fill field="userName">{room.userName}</Fill>
        </p>
      </header>
      <RoomGallery images={room.images} title={room.title} />
    </>
  );
}

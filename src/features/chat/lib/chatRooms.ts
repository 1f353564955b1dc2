import type { MailPost } from '@/schema/mail';
import type { RoomTitle } from '@/data/collections/roomListings';

/**
 * The rooms a chat can be about. A conversation does not store the post it started from (only its
 * first email names it), but that post is always one of its two participants' (firestore.rules
 * isTruePostMention): their public rooms, or the one it was opened from when that is known.
 */
export function roomsBetween(participants: readonly string[], rooms: readonly RoomTitle[]): RoomTitle[] {
  return rooms.filter((room) => participants.includes(room.userId));
}

/** The post a chat was opened from as the rooms it is about: that room, or none for a roommate profile. */
export function roomsOfMention(about: MailPost, owner: string): RoomTitle[] {
  return about.postKind === 'room' ? [{ id: about.postId, title: about.postTitle, userId: owner }] : [];
}

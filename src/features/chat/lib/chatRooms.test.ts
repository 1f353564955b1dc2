import { describe, expect, it } from 'vitest';
import { roomsBetween, roomsOfMention } from './chatRooms';

const rooms = [
  { id: 'r1', title: 'Double in Ilford', userId: 'owner' },
  { id: 'r2', title: 'Single in Harrow', userId: 'owner' },
  { id: 'r3', title: 'Studio in Leeds', userId: 'stranger' },
];

describe('chat rooms', () => {
  it('are the rooms of the two participants, never a third user’s', () => {
    expect(roomsBetween(['owner', 'seeker'], rooms).map((room) => room.id)).toEqual(['r1', 'r2']);
    expect(roomsBetween(['seeker', 'other-seeker'], rooms)).toEqual([]);
  });

  it('are the room a chat was opened from, and none for a roommate profile', () => {
    expect(roomsOfMention({ postKind: 'room', postId: 'r2', postTitle: 'Single in Harrow' }, 'owner')).toEqual([rooms[1]]);
    expect(roomsOfMention({ postKind: 'roommate', postId: 'seeker', postTitle: 'Asha' }, 'seeker')).toEqual([]);
  });
});

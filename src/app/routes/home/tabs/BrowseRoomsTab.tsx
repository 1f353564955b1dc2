import { BrowseRooms } from '@/features/listings';
import { PlaceSearchBox } from '@/features/place';

/** A signed-in member's Browse Rooms: the same place search as the guest's front door, then the rooms. */
export default function BrowseRoomsTab() {
  return (
    <div className="space-y-6">
      <PlaceSearchBox />
      <BrowseRooms />
    </div>
  );
}

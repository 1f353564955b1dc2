import { useMyPlace } from '@/features/journey';
import { BrowseRooms } from '@/features/listings';
import { PlaceSearchBox } from '@/features/place';

/** A signed-in member's Browse Rooms: the same place search as the guest's front door (starting from their saved place), then the rooms. */
export default function BrowseRoomsTab() {
  const { place: myPlace } = useMyPlace();
  return (
    <div className="space-y-6">
      <PlaceSearchBox start={myPlace} />
      <BrowseRooms />
    </div>
  );
}

import { BrowseRooms } from '@/features/listings';

export default function BrowseRoomsTab() {
  return <BrowseRooms />;
}

import { BrowseRooms } from '@/features/listings/components/BrowseRooms';

export default function BrowseRoomsTab() {
  return <BrowseRooms />;
}

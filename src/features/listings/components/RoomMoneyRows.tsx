import { DetailRow } from '@/components/post/DetailRow';
import { formatGBP } from '@/lib/format';
import type { LawFinding } from '@/lib/lettingLaw/types';
import type { RoomListing } from '@/data/collections/roomListings';
import { FlaggedAmount } from '../law/FlaggedAmount';

/** The money a room asks for besides its rent, each figure flagged where the letting-law check finds it above its limit. */
export function RoomMoneyRows({ room, findings }: { room: Pick<RoomListing, 'deposit' | 'holdingDeposit' | 'rentInAdvance'>; findings: readonly LawFinding[] }) {
  return (
    <>
      <DetailRow label="Deposit">
        <FlaggedAmount amount={formatGBP(room.deposit)} field="deposit" findings={findings} />
      </DetailRow>
      {room.holdingDeposit > 0 ? (
        <DetailRow label="Holding deposit">
          <FlaggedAmount amount={formatGBP(room.holdingDeposit)} field="holdingDeposit" findings={findings} />
        </DetailRow>
      ) : null}
      {room.rentInAdvance > 0 ? (
        <DetailRow label="Rent in advance">
          <FlaggedAmount amount={formatGBP(room.rentInAdvance)} field="rentInAdvance" findings={findings} />
        </DetailRow>
      ) : null}
    </>
  );
}

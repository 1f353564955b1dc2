import { subscribeOpenSlots } from '@/data';
import type { ViewingSlot } from '@/types/viewings';
import { useSlots } from './useSlots';

/**
 * The open slot the owner proposes on a booked `slot`, read live from the listing's open times:
 * `proposed` is null while loading or once it is no longer open (`gone`).
 */
export function useProposedSlot(slot: Pick<ViewingSlot, 'listingId' | 'proposal'>): { proposed: ViewingSlot | null; gone: boolean } {
  const { slots } = useSlots(slot.proposal ? `proposal/${slot.listingId}/${slot.proposal}` : null, (next, error) => subscribeOpenSlots(slot.listingId, next, error));
  const proposed = slots?.find((open) => open.id === slot.proposal) ?? null;
  return { proposed, gone: slots !== null && proposed === null };
}

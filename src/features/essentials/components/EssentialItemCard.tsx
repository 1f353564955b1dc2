import { env } from '@/config/env';
import { SmartImage } from '@/features/guides';
import type { EssentialsItem } from '@/data/collections/essentials';
import { ESSENTIALS_LABELS } from '../content/essentials';
import { withAffiliateTag } from '../lib/affiliate';
import { cardSurface, primaryButton } from './styles';

export interface EssentialItemCardProps {
  item: EssentialsItem;
}

/** One product: image, name, description and a sponsored "Check Price" link. */
export function EssentialItemCard({ item }: EssentialItemCardProps) {
  const nameId = `essential-item-${item.id}`;
  return (
    <li className={`flex flex-col overflow-hidden ${cardSurface}`}>
      <SmartImage src={item.imageUrl} alt={item.name} width={400} height={300} fit="contain" />
      <div className="flex flex-1 flex-col p-5">
        <h3 id={nameId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
          {item.name}
        </h3>
        <p className="mt-2 flex-1 text-slate-700 dark:text-slate-300">{item.description}</p>
        <a
          href={withAffiliateTag(item.amazonLink, env.affiliateTag)}
          target="_blank"
          rel="sponsored noopener"
          aria-describedby={nameId}
          className={`mt-4 ${primaryButton}`}
        >
          {ESSENTIALS_LABELS.checkPrice}
        </a>
      </div>
    </li>
  );
}

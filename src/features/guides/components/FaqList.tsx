import type { Faq } from '../content/types';
import { cardSurface } from './styles';

export interface FaqListProps {
  faqs: readonly Faq[];
}

/** Questions (h3) with their answers, always visible (they mirror the page's FAQPage JSON-LD). */
export function FaqList({ faqs }: FaqListProps) {
  return (
    <div className="space-y-4">
      {faqs.map((faq) => (
        <div key={faq.question} className={`p-5 ${cardSurface}`}>
          <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{faq.question}</h3>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{faq.answer}</p>
        </div>
      ))}
    </div>
  );
}

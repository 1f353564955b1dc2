import { useId, useState } from 'react';
import type { EssentialsFaq } from '../content/essentials';
import { cardSurface, focusRing } from './styles';

export interface FaqAccordionProps {
  faqs: readonly EssentialsFaq[];
}

/** FAQ accordion: at most one answer open; pressing the open question closes it. */
export function FaqAccordion({ faqs }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className={`divide-y divide-slate-200 dark:divide-slate-700 ${cardSurface}`}>
      {faqs.map((faq, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={faq.question}>
            <h3 className="text-base font-semibold sm:text-lg">
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className={`flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-slate-900 hover:bg-slate-50 dark:text-slate-100 dark:hover:bg-slate-700 ${focusRing}`}
              >
                <span>{faq.question}</span>
                <svg
                  aria-hidden="true"
                  focusable="false"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className={`h-5 w-5 shrink-0 text-slate-600 transition-transform dark:text-slate-300 ${open ? 'rotate-180' : ''}`}
                >
                  <path fillRule="evenodd" d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" clipRule="evenodd" />
                </svg>
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!open}
              className="px-5 pb-5 text-slate-700 dark:text-slate-300"
            >
              <p>{faq.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/Head';
import { breadcrumbLd, faqPageLd, GuideLayout } from '@/features/guides';
import { CategorySection } from '../components/CategorySection';
import { EssentialsToc } from '../components/EssentialsToc';
import { FaqAccordion } from '../components/FaqAccordion';
import { primaryButton } from '../components/styles';
import {
  affiliateDisclaimer,
  essentialsFaqs,
  essentialsHero,
  essentialsMeta,
  ESSENTIALS_LABELS,
} from '../content/essentials';
import { useEssentialsCatalog } from '../hooks/useEssentialsCatalog';

const jsonLd = [faqPageLd(essentialsFaqs), breadcrumbLd(essentialsMeta, ESSENTIALS_LABELS.crumb)];

export default function EssentialsPage() {
  const catalog = useEssentialsCatalog();
  return (
    <GuideLayout crumb={ESSENTIALS_LABELS.crumb}>
      <Head title={essentialsMeta.title} description={essentialsMeta.description} path={essentialsMeta.path} jsonLd={jsonLd} />
      <div className="space-y-10">
        <div className="rounded-2xl bg-gradient-to-br from-orange-50 to-amber-100 px-5 py-8 sm:px-10 sm:py-12 dark:from-slate-800 dark:to-slate-900">
          <p className="text-sm font-semibold tracking-wide text-orange-800 uppercase dark:text-orange-300">{essentialsHero.eyebrow}</p>
          <h1 className="mt-2 text-3xl leading-tight font-bold text-slate-900 sm:text-4xl dark:text-slate-100">{essentialsHero.title}</h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{essentialsHero.intro}</p>
        </div>

        <p role="note" className="rounded-xl border-l-4 border-amber-400 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-600 dark:bg-slate-800 dark:text-slate-100">
          {affiliateDisclaimer}
        </p>

        {catalog.status === 'loading' ? (
          <p role="status" className="py-10 text-center text-lg text-slate-700 dark:text-slate-300">
            {ESSENTIALS_LABELS.loading}
          </p>
        ) : (
          <>
            <EssentialsToc categories={catalog.categories} />
            {catalog.categories.map((category) => (
              <CategorySection key={category.id} category={category} items={catalog.itemsByCategory.get(category.id) ?? []} />
            ))}
          </>
        )}

        <section aria-labelledby="essentials-faq-heading">
          <h2 id="essentials-faq-heading" className="mb-5 text-2xl font-bold text-slate-900 dark:text-slate-100">
            {ESSENTIALS_LABELS.faqTitle}
          </h2>
          <FaqAccordion faqs={essentialsFaqs} />
        </section>

        <section
          aria-labelledby="essentials-next-heading"
          className="rounded-2xl border border-orange-200 bg-orange-50 px-5 py-8 text-center dark:border-slate-700 dark:bg-slate-800"
        >
          <h2 id="essentials-next-heading" className="text-2xl font-bold text-slate-900 dark:text-slate-100">
            Packed your bags? Now find your room
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-700 dark:text-slate-300">
            Browse rooms and flatmates from the Indian community across the UK before you fly.
          </p>
          <Link to="/" className={`mt-6 ${primaryButton}`}>
            {ESSENTIALS_LABELS.startSearching}
          </Link>
        </section>
      </div>
    </GuideLayout>
  );
}

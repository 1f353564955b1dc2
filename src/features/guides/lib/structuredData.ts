/** schema.org JSON-LD builders for the guide pages; each returns a plain, serialisable object. */
import { env } from '@/config/env';
import { canonicalUrl } from '@/lib/seo';
import type { Faq, PageMeta } from '../content/types';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>;

const CONTEXT = 'https://schema.org' as const;

export function organizationRef(): Record<string, string> {
  return { '@type': 'Organization', name: env.siteName, url: `${env.siteUrl}/` };
}

export function faqPageLd(faqs: readonly Faq[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function breadcrumbLd(meta: PageMeta, crumb: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: canonicalUrl('/') },
      { '@type': 'ListItem', position: 2, name: crumb, item: canonicalUrl(meta.path) },
    ],
  };
}

export function webPageLd(meta: PageMeta, type: 'WebPage' | 'ContactPage' | 'CollectionPage' = 'WebPage'): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': type,
    name: meta.title,
    description: meta.description,
    url: canonicalUrl(meta.path),
    inLanguage: 'en-GB',
    isPartOf: { '@type': 'WebSite', name: env.siteName, url: `${env.siteUrl}/` },
  };
}

/** An ItemList whose entries are `{ '@type': itemType, ...fields }`. */
export function itemListLd(
  name: string,
  itemType: string,
  items: readonly Record<string, unknown>[],
): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: { '@type': itemType, ...item },
    })),
  };
}

/** A site-relative path as an absolute URL (images in JSON-LD must be absolute). */
export function absoluteUrl(path: string): string {
  return path.startsWith('http') ? path : `${env.siteUrl}${path}`;
}

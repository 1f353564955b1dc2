import { Helmet } from 'react-helmet-async';
import { env } from '@/config/env';
import { titleWithUnread } from '@/config/messages';
import { canonicalUrl, jsonLdString, metaDescription } from '@/lib/seo';
import { useTitleCount } from './titleCount';

export interface HeadProps {
  /** Page title without the site name. */
  title: string;
  description: string;
  /** The page's own path, e.g. "/airport-cabs"; used for the canonical and og:url. */
  path: string;
  /** Absolute or site-relative image for social cards. */
  image?: string;
  type?: 'website' | 'article';
  /** One or more JSON-LD objects (schema.org), each rendered in its own script tag. */
  jsonLd?: object | object[];
  noindex?: boolean;
}

/** Per-page title, description, canonical, Open Graph / Twitter tags and JSON-LD. */
export function Head({ title, description, path, image, type = 'website', jsonLd, noindex }: HeadProps) {
  const fullTitle = title.includes(env.siteName) ? title : `${title} | ${env.siteName}`;
  // Only the tab's title counts unread messages; shared cards (og/twitter) keep the page's own.
  const unread = useTitleCount();
  const desc = metaDescription(description);
  const url = canonicalUrl(path);
  const imageUrl = image ? (image.startsWith('http') ? image : `${env.siteUrl}${image}`) : `${env.siteUrl}/og-image.jpg`;
  const blocks = jsonLd === undefined ? [] : Array.isArray(jsonLd) ? jsonLd : [jsonLd];
  return (
    <>
    <Helmet>
      <title>{titleWithUnread(fullTitle, unread)}</title>
      <meta name="description" content={desc} />
      <link rel="canonical" href={url} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:site_name" content={env.siteName} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={desc} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={desc} />
      <meta name="twitter:image" content={imageUrl} />
    </Helmet>
    {/* JSON-LD is valid anywhere in the document; rendering it ourselves keeps the JSON unescaped. */}
    {blocks.map((block, index) => (
      <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(block) }} />
    ))}
    </>
  );
}

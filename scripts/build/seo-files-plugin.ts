import type { Plugin } from 'vite';

/** Emits sitemap.xml (every static route) and robots.txt (pointing at it) into the build. */
export function seoFilesPlugin({ siteUrl, routes }: { siteUrl: string; routes: readonly string[] }): Plugin {
  const origin = siteUrl.replace(/\/+$/, '');
  return {
    name: 'roomshare-seo-files',
    apply: 'build',
    generateBundle() {
      const today = new Date().toISOString().slice(0, 10);
      const urls = routes
        .map((route) => `  <url><loc>${origin}${route}</loc><lastmod>${today}</lastmod><changefreq>${route === '/' ? 'daily' : 'weekly'}</changefreq></url>`)
        .join('\n');
      this.emitFile({
        type: 'asset',
        fileName: 'sitemap.xml',
        source: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: 'robots.txt',
        source: `User-agent: *\nAllow: /\nDisallow: /app-shell\n\nSitemap: ${origin}/sitemap.xml\n`,
      });
    },
  };
}

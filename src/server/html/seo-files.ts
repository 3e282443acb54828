import type { AppRoute } from '../../shared/app-route';
import { addressIn, LANGUAGES } from '../../shared/i18n/locales';
import { appRoutes } from '../../shared/routes';
import { escapeHtml } from './render-page';

// robots.txt and sitemap.xml, made from the route table so they cannot miss a page.

/** Pages search engines are invited to: public, prerendered, and not marked noIndex. */
export function indexablePaths(): string[] {
  return (appRoutes as readonly AppRoute[])
    .filter((route) => route.access === 'public' && !route.noIndex && !route.clientOnly)
    .map((route) => route.path);
}

/**
 * Crawlers may read every page: a page left out of search carries `noindex`, which a crawler can
 * see only on a page it may fetch. The API is no page.
 */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /api/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join(
    '\n',
  );
}

/**
 * Each public page at each of its addresses: the plain one (English, and the x-default) and one
 * per language (`?lang=`), each listing all of them as alternates, as search engines ask of a
 * page in several languages (record 100).
 */
export function sitemapXml(publicUrl: string): string {
  const urls = indexablePaths()
    .flatMap((path) => {
      const plain = `${publicUrl}${path}`;
      const alternates = [
        ...LANGUAGES.map((language) => ({
          hreflang: language,
          href: `${publicUrl}${addressIn(language, path, '')}`,
        })),
        { hreflang: 'x-default', href: plain },
      ];
      const links = alternates
        .map(
          ({ hreflang, href }) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`,
        )
        .join('');
      return [plain, ...alternates.slice(0, LANGUAGES.length).map(({ href }) => href)].map(
        (loc) => `  <url><loc>${escapeHtml(loc)}</loc>${links}</url>`,
      );
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

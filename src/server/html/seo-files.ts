import type { AppRoute } from '../../shared/app-route';
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

export function sitemapXml(publicUrl: string): string {
  const urls = indexablePaths()
    .map(
      (path) => `  <url><loc>${escapeHtml(`${publicUrl}${path === '/' ? '/' : path}`)}</loc></url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

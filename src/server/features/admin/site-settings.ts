import type { Executor } from '../../db/client';
import { seoSettings, siteSettings } from '../../db/schema';
import type { SiteSettings } from '../../html/site-page';

/** What admins set for the pages the server sends: read for every page request. */
export async function readSiteSettings(db: Executor): Promise<SiteSettings> {
  const [seoRows, [site]] = await Promise.all([
    db.select().from(seoSettings),
    db.select().from(siteSettings).limit(1),
  ]);
  return {
    seo: new Map(seoRows.map((row) => [row.pagePath, row])),
    headCode: site?.headCode ?? '',
    bodyCode: site?.bodyCode ?? '',
  };
}

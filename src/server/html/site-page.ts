import { carriesCustomCode } from '../../shared/app-route';
import type { Locale } from '../../shared/i18n/locales';
import { i18nFor } from '../../shared/i18n/translate';
import {
  PAGE_SETTINGS_ELEMENT_ID,
  type PageSettingsData,
  pageHead,
  type SeoOverride,
} from '../../shared/page-head';
import type { PageMatch, PageParts } from './render-page';

// A page as the site's admins set it up (decision D5, record 038): their SEO settings for its
// path, and their custom head and body code on public pages that ask for no password or code.

export type SiteSettings = {
  seo: ReadonlyMap<string, SeoOverride>;
  headCode: string;
  bodyCode: string;
};

export const noSiteSettings: SiteSettings = { seo: new Map(), headCode: '', bodyCode: '' };

/** JSON inside a <script> element: a `<` could close it or open a comment, so it is escaped. */
function dataBlock(data: PageSettingsData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

export type SitePage = {
  parts: PageParts;
  /** The page carries custom code, and so is sent with the custom-code CSP. */
  customCode: boolean;
};

/** The page in the reader's locale: its own title and description in their language. */
export function sitePage(match: PageMatch, settings: SiteSettings, locale: Locale): SitePage {
  const { route } = match;
  const saved = route ? settings.seo.get(route.path) : undefined;
  const siteHasCode = Boolean(settings.headCode.trim() || settings.bodyCode.trim());
  const here = siteHasCode && carriesCustomCode(route);
  const seo: Record<string, SeoOverride> = {};
  for (const [path, { title, metaDescription, noIndex }] of settings.seo) {
    seo[path] = { title, metaDescription, noIndex };
  }
  const data: PageSettingsData = { seo, customCode: siteHasCode, customCodeHere: here };
  return {
    customCode: here,
    parts: {
      ...match.parts,
      ...pageHead(route, saved, i18nFor(locale)),
      head: [dataBlock(data), here ? settings.headCode : ''].filter(Boolean).join('\n'),
      bodyEnd: here ? settings.bodyCode : undefined,
    },
  };
}

import { carriesCustomCode } from '../../shared/app-route';
import {
  PAGE_SETTINGS_ELEMENT_ID,
  type PageHead,
  type PageSettingsData,
  pageHead,
} from '../../shared/page-head';
import { findRoute } from '../../shared/routes';

// What the server said about this document when it sent it (src/server/html/site-page.ts): the
// admins' SEO settings, so the app sets the same head on navigation, and whether the site's
// custom code is in this document (decision D5, record 038).

const none: PageSettingsData = { seo: {}, customCode: false, customCodeHere: false };
let read: PageSettingsData | undefined;

function pageSettings(): PageSettingsData {
  if (read) return read;
  if (typeof document === 'undefined') return none;
  try {
    const text = document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.textContent;
    read = text ? { ...none, ...(JSON.parse(text) as PageSettingsData) } : none;
  } catch {
    read = none;
  }
  return read;
}

/** The title, description and robots rule of a path, as the server would send them. */
export function pageHeadFor(pathname: string): PageHead {
  const route = findRoute(pathname);
  return pageHead(route, route ? pageSettings().seo[route.path] : undefined);
}

/**
 * Whether going to this path needs the server to send the page afresh: custom code can neither
 * be taken out of a document once it ran (it must never reach a signed-in page) nor be put into
 * one under its strict CSP, so crossing between pages with and without it is a full page load.
 */
export function crossesCustomCode(pathname: string): boolean {
  const settings = pageSettings();
  if (!settings.customCode) return false;
  return carriesCustomCode(findRoute(pathname)) !== settings.customCodeHere;
}

/** The path this document was sent for: its Content-Security-Policy is that page's. */
let documentPath: string | undefined;

/** Called once by main.tsx, as the app starts in the document the server sent. */
export function rememberDocumentPath(pathname: string): void {
  documentPath = pathname;
}

/**
 * Whether going to this path needs the server to send the page afresh, with its own policy:
 * across the edge of the admins' custom code (above); to a page whose policy lets outside
 * scripts in (the route table's outsideOrigins, record 041), which this document's policy would
 * refuse; or from such a page to a signed-in one, so an outside script never stays beside a
 * family's care details. Between public pages the document, and its scripts, stay.
 */
export function crossesDocumentEdge(pathname: string): boolean {
  if (crossesCustomCode(pathname)) return true;
  if (documentPath === undefined) return false;
  const here = findRoute(documentPath);
  const there = findRoute(pathname);
  if (here === there) return false;
  if (there?.outsideOrigins) return true;
  return Boolean(here?.outsideOrigins && there && there.access !== 'public');
}

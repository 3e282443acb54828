import { LANGUAGE_QUERY } from '../../../shared/i18n/locales';

/**
 * Loads the page again from the server, which draws it in the locale just saved: a page's
 * catalog is chosen before it hydrates, never swapped (record 100). Its address loses any
 * `?lang=`, which would choose the language again, and any `#`, which would only scroll.
 */
export function showPageAgain(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_QUERY);
  url.hash = '';
  if (url.href === window.location.href) window.location.reload();
  else window.location.replace(url.href);
}

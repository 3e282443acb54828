import { useLingui } from '@lingui/react/macro';

/**
 * The words `content-page.ts` writes when it shows a message left by the page before (record
 * 053): on a page sent without the app it has no catalog, so the page's HTML carries them, in the
 * page's language (issue 59), and the script stays as light as it was. Drawn by the root layout.
 */
export function NoticeWords() {
  const { t } = useLingui();
  return <div hidden data-notice-words data-region={t`Notifications`} data-close={t`Close`} />;
}

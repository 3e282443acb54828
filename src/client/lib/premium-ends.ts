import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * What the leave and delete-account dialogs say first when the current user's going ends the
 * family's premium: a plan is premium while one of its owners is, and its members lose the
 * videos with them (issue 56, item 9; decision record 093). Written while a page renders, so in
 * the reader's language only with the page's instance (`useLingui().i18n`); without it, in
 * English as before (record 100).
 */
export function premiumEndsMessage(planName: string, i18n?: I18n): string {
  if (!i18n) {
    return `Premium ends for the family in “${planName}”: its premium comes from your account, so everyone in it loses the instructional videos.`;
  }
  return i18n._(
    msg`Premium ends for the family in “${planName}”: its premium comes from your account, so everyone in it loses the instructional videos.`,
  );
}

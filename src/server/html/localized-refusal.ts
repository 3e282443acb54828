import type { Locale } from '../../shared/i18n/locales';
import { i18nFor } from '../../shared/i18n/translate';
import type { PostedForm } from '../../shared/page-forms';
import { localizeRuleMessage } from '../../shared/rules/rule-messages';

type Refusal = NonNullable<PostedForm['error']>;

/**
 * A refused plain post's words for its page (issue 59): the API answers in English, and the page
 * says a rule's message (the whole refusal's, each field's) in its reader's language, as the
 * browser does with a refusal it receives (client/lib/rule-words.ts).
 */
export function localizedRefusal(refusal: Refusal, locale: Locale): Refusal {
  const i18n = i18nFor(locale);
  const localize = (message: string) => localizeRuleMessage(message, i18n);
  return {
    ...refusal,
    message: localize(refusal.message),
    fields: Object.fromEntries(
      Object.entries(refusal.fields ?? {}).map(([name, message]) => [name, localize(message)]),
    ),
  };
}

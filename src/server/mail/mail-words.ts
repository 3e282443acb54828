import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { translatorOf } from '../../shared/i18n/translate';
import { messages as sharedEnglish } from '../../shared/locales/en';
import { messages as sharedSpanish } from '../../shared/locales/es';
import { PRODUCT_NAME } from '../../shared/routes';
import { escapeHtml } from '../html/render-page';
import { messages as english } from './locales/en';
import { messages as spanish } from './locales/es';

// Every email is written in its recipient's language (issue 59, record 100). Its words are
// messages with explicit ids in this folder's catalog (the server has no macro step), which no
// page loads; `{product}` is the product's name in each of them, so it is written once
// (shared/routes.ts). The shared code's words (a category's name) are there too.
const { translate } = translatorOf({
  en: { ...sharedEnglish, ...english },
  es: { ...sharedSpanish, ...spanish },
});

/** The locale of an email: the recipient's own choice, else the request that caused it, else US English. */
export function mailLocale(
  recipient: { locale?: Locale | null } | undefined,
  request?: { locale?: Locale },
): Locale {
  return recipient?.locale ?? request?.locale ?? DEFAULT_LOCALE;
}

export type MailWords = {
  /** A message in the email's locale, as plain text. */
  (descriptor: MessageDescriptor, values?: Record<string, string | number>): string;
  /** The same for HTML: its values escaped, `markup` values (already HTML) put in as they are. */
  html(
    descriptor: MessageDescriptor,
    values?: Record<string, string | number>,
    markup?: Record<string, string>,
  ): string;
};

export function mailWords(locale: Locale): MailWords {
  const words = (descriptor: MessageDescriptor, values?: Record<string, string | number>) =>
    translate(locale, descriptor, { product: PRODUCT_NAME, ...values });
  words.html = (
    descriptor: MessageDescriptor,
    values: Record<string, string | number> = {},
    markup: Record<string, string> = {},
  ) => {
    const escaped = Object.fromEntries(
      Object.entries({ product: PRODUCT_NAME, ...values }).map(([key, value]) => [
        key,
        typeof value === 'string' ? escapeHtml(value) : value,
      ]),
    );
    // The catalogs' own words hold no markup: only the values need escaping.
    return translate(locale, descriptor, { ...escaped, ...markup });
  };
  return words;
}

/** The last line of every email: the product's name, in no language. */
export const signature = `— ${PRODUCT_NAME}`;

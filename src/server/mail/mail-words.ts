import type { MessageDescriptor } from '@lingui/core';
import { DEFAULT_LOCALE, type Locale } from '../../shared/i18n/locales';
import { PRODUCT_NAME } from '../../shared/routes';
import { escapeHtml } from '../html/render-page';
import { translate } from '../lib/translate';

// Every email is written in its recipient's language (issue 59, record 100). Its words are
// messages with explicit ids in the server's catalog (src/server/locales/, which no page loads;
// the server has no macro step), written by `lib/translate.ts`; `{product}` is the product's
// name in each of them, so it is written once (shared/routes.ts).

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

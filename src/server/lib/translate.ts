import { translatorOf } from '../../shared/i18n/translate';
import { messages as sharedEnglish } from '../../shared/locales/en';
import { messages as sharedSpanish } from '../../shared/locales/es';
import { messages as english } from '../locales/en';
import { messages as spanish } from '../locales/es';

// The server's words in a reader's locale (issue 59, record 100): its own messages (the emails',
// named by explicit ids in src/server, extracted into src/server/locales/, which no page loads)
// and the shared code's. Server code writes through these; the shared code's `translate` knows
// only the shared words.
export const { i18nFor, translate } = translatorOf({
  en: { ...sharedEnglish, ...english },
  es: { ...sharedSpanish, ...spanish },
});

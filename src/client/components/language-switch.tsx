import { useLingui } from '@lingui/react/macro';
import { addressIn, LANGUAGE_NAMES, LANGUAGES, languageOf } from '../../shared/i18n/locales';
import { useLocale } from '../lib/i18n';
import { usePageNavigation } from '../lib/page-navigation';

/**
 * The switch to the public pages' other languages (issue 59, record 100): a plain link to the
 * page's own address in that language, `?lang=es`, which the server answers in it and keeps as
 * the choice. Each language is named in itself, so a reader finds theirs. `hash`: a fragment the
 * page needs again in the other language (an emailed link's token, read once hydrated).
 */
export function LanguageSwitch({ hash = '' }: { hash?: string }) {
  const { t } = useLingui();
  // The page's navigation, not the router's: the switch is also in a form island (record 061).
  const navigation = usePageNavigation();
  const pathname = navigation.pathname();
  const search = navigation.search();
  const current = languageOf(useLocale());
  return (
    <nav aria-label={t`Language`} className="flex gap-3">
      {LANGUAGES.filter((language) => language !== current).map((language) => (
        <a
          key={language}
          className="underline-offset-4 hover:underline"
          href={addressIn(language, pathname, search) + hash}
          hrefLang={language}
          lang={language}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}

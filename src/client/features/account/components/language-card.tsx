import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { isLocale, LOCALES, type Locale } from '../../../../shared/i18n/locales';
import { FormRefusal } from '../../../components/form-refusal';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import { useLocale } from '../../../lib/i18n';
import { notifyRefused } from '../../../lib/notify-refused';
import { usePostedForm } from '../../../lib/use-posted-form';
import { saveLocale } from '../api/account-requests';
import { showPageAgain } from '../show-page-again';

// 'Language and region' on /profile (issue 59, record 100): the person's choice, kept on their
// account for every device and for the emails sent to them, or their browser's languages. The
// page is drawn again in it by the server. A plain form post before the page's scripts run does
// the same (the server's page-forms.ts sends it on to the same route, then shows /profile again).

/** Each choice in its own language and region, so a reader finds theirs in any page's language. */
const LOCALE_NAMES: Record<Locale, string> = {
  'en-US': 'English (United States)',
  'en-GB': 'English (United Kingdom)',
  'en-CA': 'English (Canada)',
  'es-US': 'Español (Estados Unidos)',
  'es-MX': 'Español (México)',
  'es-ES': 'Español (España)',
};

/** The form's one field; the empty choice is the browser's languages. */
const FIELD = 'locale';

/**
 * `current`: the account's choice. `afterSaving`: how the page comes back in the new language,
 * a new page load from the server (a test, in jsdom, which cannot load a page, passes its own).
 */
export function LanguageCard({
  current,
  afterSaving = showPageAgain,
}: {
  current: Locale | null;
  afterSaving?: () => void;
}) {
  const { t } = useLingui();
  const shown = useLocale();
  const refused = usePostedForm();
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get(FIELD);
    setSaving(true);
    try {
      await saveLocale(isLocale(chosen) ? chosen : null);
    } catch (error) {
      setSaving(false);
      notifyRefused(error, t`Language not saved`);
      return;
    }
    // Still 'Saving...' while the page comes back in the new language.
    afterSaving();
  };

  const name = <span lang={shown}>{LOCALE_NAMES[shown]}</span>;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Language and region</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The language of your pages and of the emails we send you, and how dates and numbers are
            written. Kept on your account, for every device you sign in on.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form method="post" onSubmit={save} className="flex flex-col gap-4">
          <FormRefusal posted={refused} title={t`Language not saved`} />
          <p className="text-sm">
            <Trans>These pages are in {name}.</Trans>
          </p>
          <FormField id="profile-locale" label={t`Language and region`}>
            {(control) => (
              <NativeSelect {...control} name={FIELD} defaultValue={current ?? ''}>
                <option value="">{t`Use my browser's language`}</option>
                {LOCALES.map((locale) => (
                  <option key={locale} value={locale} lang={locale}>
                    {LOCALE_NAMES[locale]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <Button
            type="submit"
            disabled={saving}
            worksBeforeHydration
            className="w-full sm:w-auto sm:self-start"
          >
            {saving ? <Trans>Saving...</Trans> : <Trans>Save language</Trans>}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

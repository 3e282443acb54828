import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { formatLongCalendarDay } from '../../../shared/format';
import { addressIn, languageOf } from '../../../shared/i18n/locales';
import { SiteFooter } from '../../components/site-footer';
import { buttonVariants } from '../../components/ui/button';
import { useLocale } from '../../lib/i18n';
import type { LegalDocuments } from './legal-content';

function ReturnHome() {
  return (
    <Link to="/" className={buttonVariants({ variant: 'outline' })}>
      <ArrowLeft aria-hidden="true" />
      <Trans>Return to Home</Trans>
    </Link>
  );
}

/** Above a translation: the English text is the one that governs (common practice). */
function EnglishGoverns() {
  const { pathname, search } = useLocation();
  return (
    <p className="mt-6 rounded-md border border-primary bg-secondary/40 p-3 text-sm">
      <Trans>
        This is a translation. If it differs from the{' '}
        <a
          className="font-medium text-primary underline underline-offset-4"
          href={addressIn('en', pathname, search)}
          hrefLang="en"
        >
          English version
        </a>
        , the English version governs.
      </Trans>
    </p>
  );
}

export function LegalPage({ documents }: { documents: LegalDocuments }) {
  const locale = useLocale();
  const { t } = useLingui();
  const language = languageOf(locale);
  const document = documents[language];
  const lastUpdated = formatLongCalendarDay(document.lastUpdated, { locale });
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:py-12">
        <ReturnHome />
        {language !== 'en' && <EnglishGoverns />}
        <h1 className="mt-6 text-3xl font-bold tracking-tight">{document.title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>Last updated: {lastUpdated}</Trans>
        </p>
        <p className="mt-6 leading-7">{document.intro}</p>
        <nav aria-label={t`On this page`} className="mt-6 rounded-md border p-4">
          <h2 className="text-sm font-semibold">
            <Trans>On this page</Trans>
          </h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  className="text-primary underline-offset-4 hover:underline"
                  href={`#${section.id}`}
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="content-visibility-auto mt-8 scroll-mt-6 [contain-intrinsic-size:auto_20rem]"
          >
            <h2 className="text-xl font-semibold">
              {index + 1}. {section.heading}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 leading-7">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="mt-3 list-disc space-y-1 pl-6 leading-7">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        <div className="mt-10">
          <ReturnHome />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

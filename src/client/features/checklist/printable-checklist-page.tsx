import { Trans, useLingui } from '@lingui/react/macro';
import { Printer } from 'lucide-react';
import { PRINTABLE_TASK_COUNT } from '../../../shared/content/library-counts';
import { categoryName } from '../../../shared/content/task-library';
import { languageOf } from '../../../shared/i18n/locales';
import { LanguageSwitch } from '../../components/language-switch';
import { Button } from '../../components/ui/button';
import { brand } from '../../config/brand';
import { localeOf } from '../../lib/i18n';
import { checklistIn } from './checklist-content';

/**
 * /checklist/print: the 35 tasks on plain pages. Its print styles (Tailwind's print: variant and
 * the print block of styles.css) drop the buttons, force black on white and keep each category
 * on one page where it fits. Its tasks are written in the reader's language (issue 59).
 */
export function PrintableChecklistPage() {
  const { i18n } = useLingui();
  const checklist = checklistIn(languageOf(localeOf(i18n)));
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-8 print:max-w-none print:p-0">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="font-semibold text-primary">{brand.name}</p>
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Eldercare Planning Checklist</Trans>
          </h1>
          <p className="mt-2 text-muted-foreground">
            <Trans>
              {PRINTABLE_TASK_COUNT} essential tasks, 5 in each of the 7 categories. Tick each one
              off as you go.
            </Trans>
          </p>
        </div>
        {/* The page has no footer: its language switch is here, and neither is printed. */}
        <div className="flex flex-col items-start gap-3 text-sm print:hidden">
          <Button type="button" data-print-page onClick={() => window.print()}>
            <Printer aria-hidden="true" />
            <Trans>Print or Save as PDF</Trans>
          </Button>
          <LanguageSwitch />
        </div>
      </div>
      {checklist.map((category, index) => (
        <section
          key={category.id}
          aria-labelledby={`print-${category.id}`}
          className="mt-8 break-inside-avoid"
        >
          <h2 id={`print-${category.id}`} className="border-b pb-1 text-xl font-semibold">
            {index + 1}. {categoryName(category.id, i18n)}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {category.tasks.map((task) => (
              <li key={task.title} className="flex gap-3 break-inside-avoid">
                <span
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 rounded-sm border-2 border-foreground"
                />
                <div>
                  <p className="font-medium">{task.title}</p>
                  <p className="text-sm text-muted-foreground">{task.detail}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm text-muted-foreground">
            <Trans>
              The full {brand.name} system lists {category.fullSystemCount} tasks in this category.
            </Trans>
          </p>
        </section>
      ))}
      <p className="mt-10 text-sm text-muted-foreground">
        <Trans>
          General guidance for family caregivers in the US, not legal, medical, tax or financial
          advice. Questions? Email {brand.supportEmail}.
        </Trans>
      </p>
    </main>
  );
}

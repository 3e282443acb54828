import { useLingui } from '@lingui/react/macro';
import { CalendarDays } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { formatCalendarMonth, formatFullCalendarDay } from '../../../../shared/format';
import { languageOf } from '../../../../shared/i18n/locales';
import { Button } from '../../../components/ui/button';
import { dayPickerClassNames } from '../../../lib/day-picker-classes';
import { isoDateOf, pickerDate } from '../../../lib/due-date-format';
import { useLocale } from '../../../lib/i18n';

// A due date chosen from a month grid in a popover. The button says the date chosen; in the grid
// the arrow keys move by day, PageUp and PageDown by month, Escape closes and focus returns to
// the button (Radix gives focus back on close). The grid speaks the reader's language: its month
// and each day's spoken name are written by shared/format.ts, the weekdays' initials over the
// columns by the picker's own Spanish (date-fns), which loads with this dialog, not the dashboard.

type DueDatePickerProps = {
  id?: string;
  /** 'yyyy-MM-dd', or null when none is chosen. */
  value: string | null;
  onChange: (value: string) => void;
  /** What the button says before the date: 'Due date'. */
  label?: string;
  /** 'Choose a due date'. */
  placeholder?: string;
  invalid?: boolean;
  describedBy?: string;
};

export function DueDatePicker({
  id,
  value,
  onChange,
  label: givenLabel,
  placeholder,
  invalid,
  describedBy,
}: DueDatePickerProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const label = givenLabel ?? t`Due date`;
  const [open, setOpen] = useState(false);
  const selected = value ? pickerDate(value) : undefined;

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          className="h-auto min-h-11 w-full justify-start text-left text-base whitespace-normal"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          <CalendarDays aria-hidden="true" />
          {value
            ? `${label}: ${formatFullCalendarDay(value, null, { locale })}`
            : (placeholder ?? t`Choose a due date`)}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          collisionPadding={8}
          aria-label={label}
          // Focus goes to the day the arrow keys move from (the chosen day, else today), not to
          // the first button of the popover ('Previous month').
          onOpenAutoFocus={(event) => {
            const day = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>(
              '[role="gridcell"] button[tabindex="0"]',
            );
            if (!day) return;
            event.preventDefault();
            day.focus();
          }}
          className="z-50 rounded-md border bg-background p-3 text-foreground shadow-lg"
        >
          <DayPicker
            mode="single"
            required={false}
            selected={selected}
            defaultMonth={selected}
            weekStartsOn={1}
            locale={languageOf(locale) === 'es' ? es : undefined}
            formatters={{
              formatCaption: (month) => formatCalendarMonth(isoDateOf(month), { locale }),
            }}
            labels={{
              labelPrevious: () => t`Go to the Previous Month`,
              labelNext: () => t`Go to the Next Month`,
              labelGrid: (month) => formatCalendarMonth(isoDateOf(month), { locale }),
              labelDayButton: (date, modifiers) => {
                const day = formatFullCalendarDay(isoDateOf(date), null, { locale });
                const named = modifiers.today ? t`Today, ${day}` : day;
                return modifiers.selected ? t`${named}, selected` : named;
              },
            }}
            classNames={dayPickerClassNames}
            onSelect={(date) => {
              if (!date) return;
              onChange(isoDateOf(date));
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

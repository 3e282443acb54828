import { Trans } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { weekdayLabels, weekdays } from '../../../../shared/rules/due-dates';

// A weekly repeat's days, Monday to Sunday, as checkboxes of one form field.

export function WeekdayChoice({
  id,
  error,
  register,
}: {
  id: string;
  error: string | undefined;
  register: UseFormRegisterReturn;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        <Trans>On these days</Trans>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {weekdays.map((day) => (
          <label key={day} className="flex min-h-6 items-center gap-2 text-sm">
            <input type="checkbox" value={day} className="size-6 accent-primary" {...register} />
            {weekdayLabels[day]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

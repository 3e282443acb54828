import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/** What the control inside a FormField must carry so its label, hint and error reach it. */
export type FormControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  id: string;
  label: ReactNode;
  /** A hint shown before the control and read with it. */
  description?: ReactNode;
  error?: string;
  /** Ids of other elements that describe the control, e.g. a password strength meter. */
  describedBy?: string;
  /** inline: control first, label beside it (checkboxes). */
  layout?: 'stacked' | 'inline';
  className?: string;
  children: (control: FormControlProps) => ReactNode;
};

// The error is linked through aria-describedby (and aria-invalid is set) so a screen reader
// reads it when the control gets focus, which react-hook-form does for the first invalid field.
export function FormField({
  id,
  label,
  description,
  error,
  describedBy,
  layout = 'stacked',
  className,
  children,
}: FormFieldProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedByIds = [descriptionId, describedBy, errorId].filter(Boolean).join(' ');
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedByIds || undefined,
  });
  const hint = description && (
    <p id={descriptionId} className="text-sm text-muted-foreground">
      {description}
    </p>
  );
  const errorText = error && (
    <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{error}</span>
    </p>
  );

  if (layout === 'inline') {
    return (
      <div className={cn('flex flex-col gap-1.5', className)}>
        <div className="flex items-start gap-3">
          {control}
          <Label htmlFor={id} className="pt-0.5 font-normal">
            {label}
          </Label>
        </div>
        {hint}
        {errorText}
      </div>
    );
  }

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {hint}
      {control}
      {errorText}
    </div>
  );
}

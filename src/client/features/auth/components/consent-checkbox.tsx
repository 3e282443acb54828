import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';

/**
 * A required agreement of a sign-up form, bound to the boolean field `name` of the page's
 * FormProvider. A native checkbox, not Radix's button: it can be ticked and is posted with the
 * form before the page's scripts run (record 052). 24 px, the minimum target of WCAG 2.5.8.
 */
export function ConsentCheckbox({ name, label }: { name: string; label: ReactNode }) {
  const {
    register,
    formState: { errors, defaultValues },
  } = useFormContext<Record<string, boolean>>();
  const error = errors[name]?.message;
  return (
    <FormField id={name} layout="inline" label={label} error={error}>
      {(control) => (
        <input
          {...control}
          {...register(name)}
          type="checkbox"
          defaultChecked={defaultValues?.[name]}
          aria-required="true"
          className="size-6 shrink-0 cursor-pointer accent-primary"
        />
      )}
    </FormField>
  );
}

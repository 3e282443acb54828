import type { ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';

/**
 * A required agreement of a sign-up form, bound to the boolean field `name` of the page's
 * FormProvider. Radix's checkbox is a button, so it is wired through a controller, not register().
 */
export function ConsentCheckbox({ name, label }: { name: string; label: ReactNode }) {
  const { field, fieldState } = useController<Record<string, boolean>>({ name });
  return (
    <FormField id={name} layout="inline" label={label} error={fieldState.error?.message}>
      {(control) => (
        <Checkbox
          {...control}
          ref={field.ref}
          name={field.name}
          checked={field.value}
          onCheckedChange={(checked) => field.onChange(checked === true)}
          onBlur={field.onBlur}
          aria-required="true"
        />
      )}
    </FormField>
  );
}

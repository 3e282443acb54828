import type { ComponentProps } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

type EmailFieldProps = Omit<ComponentProps<typeof Input>, 'id' | 'type'> & { error?: string };

/** The Email box of the sign-in and sign-up forms, for react-hook-form's register() to be spread into. */
export function EmailField({ error, ...inputProps }: EmailFieldProps) {
  return (
    <FormField id="email" label="Email" error={error}>
      {(control) => (
        <Input
          autoComplete="email"
          {...control}
          {...inputProps}
          type="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          aria-required="true"
        />
      )}
    </FormField>
  );
}

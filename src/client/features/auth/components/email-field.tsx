import { useLingui } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';

type EmailFieldProps = Omit<ComponentProps<typeof Input>, 'id' | 'type'> & { error?: string };

/** The Email box of the sign-in and sign-up forms, for react-hook-form's register() to be spread into. */
export function EmailField({ error, ...inputProps }: EmailFieldProps) {
  const { t } = useLingui();
  return (
    <FormField id="email" label={t`Email`} error={error}>
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

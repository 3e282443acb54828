import { Trans } from '@lingui/react/macro';
import type { ComponentProps, ReactNode } from 'react';
import { FormField } from './ui/form-field';
import { PasswordInput } from './ui/password-input';

/**
 * The rules of the shared strong-password schema, shown wherever a new password is chosen: an
 * element, so it is written in the language of the page that renders it.
 */
export const passwordRulesHint = (
  <Trans>
    Use at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special
    character.
  </Trans>
);

type PasswordFieldProps = Omit<ComponentProps<typeof PasswordInput>, 'id' | 'autoComplete'> & {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** Ids of other elements that describe the box, e.g. a password strength meter. */
  describedBy?: string;
  error?: string;
  /** Tells password managers whether to fill the saved password or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A labelled password box with its hint and error, for react-hook-form's register() to be
 * spread into. Every password the app asks for is required, so the box always says so.
 */
export function PasswordField({
  id,
  label,
  description,
  describedBy,
  error,
  ...inputProps
}: PasswordFieldProps) {
  return (
    <FormField
      id={id}
      label={label}
      description={description}
      describedBy={describedBy}
      error={error}
    >
      {(control) => <PasswordInput {...control} {...inputProps} aria-required="true" />}
    </FormField>
  );
}

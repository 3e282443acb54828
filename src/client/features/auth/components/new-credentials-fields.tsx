import { useLingui } from '@lingui/react/macro';
import { useFormContext, useWatch } from 'react-hook-form';
import { PasswordField, passwordRulesHint } from '../../../components/password-field';
import { EmailField } from './email-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/** The values every sign-up form has; the form itself comes from the page's FormProvider. */
type NewCredentials = { email: string; password: string; confirmPassword: string };

/** A new password rated as it is typed, and its confirmation: sign-up and a forgotten password. */
export function NewPasswordFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<Omit<NewCredentials, 'email'>>();
  const { t } = useLingui();
  const password = useWatch({ control, name: 'password' });

  return (
    <>
      <div className="flex flex-col gap-2">
        <PasswordField
          id="password"
          label={t`Password`}
          description={passwordRulesHint}
          describedBy="password-strength"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordStrengthMeter id="password-strength" password={password} />
      </div>
      <PasswordField
        id="confirmPassword"
        label={t`Confirm Password`}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  );
}

/** Email, a new password and its confirmation: shared by both sign-ups. */
export function NewCredentialsFields() {
  const {
    register,
    formState: { errors, defaultValues },
  } = useFormContext<NewCredentials>();

  return (
    <>
      {/* In the markup too: a refused plain post renders the form with what was typed (record 052). */}
      <EmailField
        error={errors.email?.message}
        defaultValue={defaultValues?.email}
        {...register('email')}
      />
      <NewPasswordFields />
    </>
  );
}

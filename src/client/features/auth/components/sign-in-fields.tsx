import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { PasswordField } from '../../../components/password-field';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';

/** The values both sign-in forms have; the form itself comes from the page's FormProvider. */
type Credentials = { email: string; password: string };

/** Email, password and the Sign in button, shared by the user and the admin sign-in pages. */
export function SignInFields({ busy }: { busy: boolean }) {
  const { t } = useLingui();
  const {
    register,
    formState: { errors, defaultValues },
  } = useFormContext<Credentials>();

  return (
    <>
      {/* In the markup too: a refused plain post renders the form with what was typed (record 052). */}
      {/* 'webauthn': the browser may suggest a passkey here as the person starts typing. */}
      <EmailField
        autoComplete="username webauthn"
        error={errors.email?.message}
        defaultValue={defaultValues?.email}
        {...register('email')}
      />
      <PasswordField
        id="password"
        label={t`Password`}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy} worksBeforeHydration>
        {busy ? <Trans>Signing in...</Trans> : <Trans>Sign in</Trans>}
      </Button>
    </>
  );
}

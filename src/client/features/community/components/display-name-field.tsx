import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../../shared/rules/limits';
import { UNNAMED_MEMBER } from '../../../../shared/schemas/account';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSession } from '../../../lib/session';

/**
 * Whether a post should ask for a display name: the member has none yet (record 033). The demo
 * cannot post, so it is never asked.
 */
export function useAsksForDisplayName() {
  const { data } = useSession();
  return data?.user.displayName === null && !data.user.isDemo;
}

/** The display name asked with a post, saved with it; leaving it empty posts as 'Member'. */
export function DisplayNameField({
  id,
  register,
  error,
}: {
  id: string;
  register: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useLingui();
  // The name a post is shown under without one, as the server stores it.
  const unnamed = UNNAMED_MEMBER;
  return (
    <FormField
      id={id}
      label={t`Display name`}
      description={t`How other members will see you, never your email address. Leave it empty to post as '${unnamed}'; you can change it on your profile.`}
      error={error}
    >
      {(control) => (
        <Input
          {...control}
          {...register}
          autoComplete="nickname"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
        />
      )}
    </FormField>
  );
}

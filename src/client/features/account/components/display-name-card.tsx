import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../../shared/rules/limits';
import {
  UNNAMED_MEMBER,
  type UpdateProfileInput,
  updateProfileSchema,
} from '../../../../shared/schemas/account';
import type { SessionState } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { showFormRefused } from '../../../lib/form-errors';
import { sessionQueryKey } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { updateProfile } from '../api/account-requests';

const formFields = ['displayName'] as const;
/** Quoted outside the message: in ICU, an apostrophe before a placeholder quotes it literally. */
const unnamed = `'${UNNAMED_MEMBER}'`;

/**
 * The name the community shows beside the member's posts (record 033), never their email
 * address, and their care plans show for them (record 089). The session carries it, so the saved name is put there for every screen to read.
 */
export function DisplayNameCard({
  displayName,
  demo,
}: {
  displayName: string | null;
  demo: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your name</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            The name other members see beside your discussions and replies, and your family sees in
            your care plans.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {demo ? (
          // The server refuses it: the demo reads the community but does not post.
          <p className="text-sm">
            <Trans>The demo can read the community but not post, so it has no name there.</Trans>
          </p>
        ) : (
          <DisplayNameForm displayName={displayName} />
        )}
      </CardContent>
    </Card>
  );
}

function DisplayNameForm({ displayName }: { displayName: string | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: updateProfile });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(updateProfileSchema, { displayName: displayName ?? '' });

  const onSubmit = async (values: UpdateProfileInput) => {
    try {
      const saved = await mutation.mutateAsync(values);
      queryClient.setQueryData<SessionState | null>(sessionQueryKey, (state) =>
        state ? { ...state, user: { ...state.user, displayName: saved.displayName } } : state,
      );
      reset({ displayName: saved.displayName ?? '' });
      toast.success(t`Display name saved`);
    } catch (error) {
      // What was typed stays in the box, to correct and save again.
      showFormRefused(error, t`Display name not saved`, { fields: formFields, setError });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
      <FormField
        id="profile-display-name"
        label={t`Display name`}
        description={t`Shown instead of your email address, for example 'Jane D.'. Left empty, you appear as ${unnamed} in the community and by your email address in your care plans.`}
        error={errors.displayName?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('displayName')}
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
          />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
        {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save display name</Trans>}
      </Button>
    </form>
  );
}

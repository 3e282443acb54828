import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ref } from 'react';
import { Controller } from 'react-hook-form';
import { type CreateTopicValues, createTopicSchema } from '../../../../shared/schemas/community';
import { KeptDraftNote } from '../../../components/kept-draft-note';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { notifyRefused } from '../../../lib/notify-refused';
import { sessionQueryKey } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useFormDraft } from '../../../lib/use-form-draft';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { communityQueryKey, createTopic } from '../api/community-requests';
import { DisplayNameField, useAsksForDisplayName } from './display-name-field';

const fields = ['title', 'content', 'displayName'] as const;

/**
 * Start a Discussion: saved on the server, then shown at once in All Discussions and My Posts.
 * Premium members may start it in Premium Topics (record 033); nobody else is offered that.
 */
export function NewTopicForm({
  premium,
  onPosted,
  ref,
}: {
  premium: boolean;
  onPosted: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: createTopic });
  const asksName = useAsksForDisplayName();
  const form = useSchemaForm(createTopicSchema, { title: '', content: '', premium: false });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const draft = useFormDraft(form, { name: 'new-topic' });

  const onSubmit = async ({ displayName, ...values }: CreateTopicValues) => {
    try {
      await mutation.mutateAsync({
        ...values,
        premium: premium && values.premium,
        ...(displayName && { displayName }),
      });
      await queryClient.invalidateQueries({ queryKey: communityQueryKey });
      // A name chosen with the post is the member's now: the form stops asking for it.
      if (displayName) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(t`Discussion posted`);
      reset();
      onPosted();
    } catch (error) {
      // What was typed stays in the form, to correct and post again; a field's own message
      // (bad_request) needs no toast besides.
      showServerFieldErrors(error, fields, setError);
      if (!(error instanceof ApiError && error.code === 'bad_request')) {
        notifyRefused(error, t`Failed to post discussion`);
      }
    }
  };

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="new-topic-heading"
      className="flex scroll-mt-4 flex-col gap-4 rounded-lg border bg-card p-4 sm:p-6"
    >
      <h2 id="new-topic-heading" className="text-xl font-semibold">
        <Trans>Start a Discussion</Trans>
      </h2>
      <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
        {draft.kept && <KeptDraftNote onDiscard={draft.discard} />}
        <FormField id="topic-title" label={t`Discussion Title`} error={errors.title?.message}>
          {(field) => <Input {...field} {...register('title')} aria-required="true" />}
        </FormField>
        <FormField id="topic-content" label={t`Discussion Content`} error={errors.content?.message}>
          {(field) => (
            <Textarea {...field} {...register('content')} rows={5} aria-required="true" />
          )}
        </FormField>
        {asksName && (
          <DisplayNameField
            id="topic-display-name"
            register={register('displayName')}
            error={errors.displayName?.message}
          />
        )}
        {premium && (
          <Controller
            control={control}
            name="premium"
            render={({ field }) => (
              <FormField
                id="topic-premium"
                layout="inline"
                label={t`Post in Premium Topics`}
                description={t`Only premium members will see this discussion.`}
              >
                {(props) => (
                  // Radix's checkbox is a button, so it is wired through a controller.
                  <Checkbox
                    {...props}
                    ref={field.ref}
                    name={field.name}
                    checked={field.value === true}
                    onCheckedChange={(checked) => field.onChange(checked === true)}
                    onBlur={field.onBlur}
                  />
                )}
              </FormField>
            )}
          />
        )}
        <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
          {isSubmitting ? <Trans>Posting...</Trans> : <Trans>Post Discussion</Trans>}
        </Button>
      </form>
    </section>
  );
}

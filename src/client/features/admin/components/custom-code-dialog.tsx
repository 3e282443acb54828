import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Code, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CUSTOM_CODE_MAX_LENGTH } from '../../../../shared/rules/limits';
import {
  type CustomCode,
  type CustomCodeInput,
  customCodeSchema,
} from '../../../../shared/schemas/admin';
import { KeptDraftNote } from '../../../components/kept-draft-note';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { describeApiError } from '../../../lib/api-error-messages';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { useFormDraft } from '../../../lib/use-form-draft';
import { adminKeys, customCodeQuery, saveCustomCode } from '../api/admin-requests';
import { LoadError } from './load-error';

const formFields = ['headCode', 'bodyCode'] as const;

/** The Custom Code button of the Content tab and the dialog it opens (record 038). */
export function CustomCodeDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Code aria-hidden="true" />
          <Trans>Edit Custom Code</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Custom Code</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              HTML for the head and the end of the body of the public pages, such as an analytics
              snippet or a tracking pixel.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <div className="flex gap-3 rounded-lg border-2 border-destructive p-4 text-sm">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <div className="flex flex-col gap-2">
            <p className="font-semibold">
              <Trans>Only add code from a source you trust.</Trans>
            </p>
            <p>
              <Trans>
                It runs for every visitor of the public pages where nobody types anything (the home
                page, the marketing pages and the legal pages), never on a page with a form
                (sign-in, sign-up, the free checklist, the demo, checkout) or on pages behind
                sign-in, where families keep their care details. On the pages that carry it, the
                browser's security policy is relaxed so the code can run inline scripts and load
                scripts, images and connections from any https address.
              </Trans>
            </p>
            <p>
              <Trans>
                Saving needs a sign-in within the last 15 minutes and is recorded as a security
                event with your name.
              </Trans>
            </p>
          </div>
        </div>
        <CustomCodeLoader onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function CustomCodeLoader({ onSaved }: { onSaved: () => void }) {
  const { t } = useLingui();
  const code = useQuery(customCodeQuery);
  if (code.isPending) return <Spinner label={t`Loading custom code`} className="py-8" />;
  if (code.isError) {
    return (
      <LoadError
        title={t`Failed to load custom code`}
        error={code.error}
        onRetry={() => void code.refetch()}
      />
    );
  }
  return <CustomCodeForm code={code.data} onSaved={onSaved} />;
}

function CustomCodeForm({ code, onSaved }: { code: CustomCode; onSaved: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: saveCustomCode });
  const form = useForm<CustomCodeInput>({
    resolver: zodResolver(customCodeSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { headCode: code.headCode, bodyCode: code.bodyCode },
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = form;
  // Closing the dialog, or the idle sign-out, keeps what was typed for the next opening.
  const draft = useFormDraft(form, { name: 'custom-code' });
  // The form arrives after the code loads, when the dialog has already placed focus.
  useEffect(() => setFocus('headCode'), [setFocus]);

  const onSubmit = async (values: CustomCodeInput) => {
    try {
      await mutation.mutateAsync(values);
      // Saved: the device keeps nothing more.
      reset(values);
      toast.success(t`Custom code saved successfully`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.customCode });
      onSaved();
    } catch (error) {
      showServerFieldErrors(error, formFields, setError);
      toast.error(t`Failed to save custom code`, { description: describeApiError(error) });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      {draft.kept && <KeptDraftNote onDiscard={draft.discard} />}
      <FormField
        id="head-code"
        label={t`Head code`}
        description={t`Placed at the end of <head>.`}
        error={errors.headCode?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            spellCheck={false}
            maxLength={CUSTOM_CODE_MAX_LENGTH}
            className="font-mono text-sm"
            {...register('headCode')}
          />
        )}
      </FormField>
      <FormField
        id="body-code"
        label={t`Body code`}
        description={t`Placed at the end of <body>.`}
        error={errors.bodyCode?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={6}
            spellCheck={false}
            maxLength={CUSTOM_CODE_MAX_LENGTH}
            className="font-mono text-sm"
            {...register('bodyCode')}
          />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save Custom Code</Trans>}
        </Button>
      </DialogFooter>
    </form>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { type RefObject, useEffect } from 'react';
import type { z } from 'zod';
import {
  type Category,
  type CategoryId,
  categoryName,
} from '../../../../shared/content/task-library';
import { type CreateTaskInput, createTaskSchema } from '../../../../shared/schemas/tasks';
import { KeptDraftNote } from '../../../components/kept-draft-note';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/select';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api';
import { useCurrentPlan } from '../../../lib/plan-context';
import { toast } from '../../../lib/toast';
import { useFormDraft } from '../../../lib/use-form-draft';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCreateTask } from '../api/use-task-changes';

type FormValues = { title: string; categoryId: CategoryId; description: string; notes: string };
type CreateTaskValues = z.output<typeof createTaskSchema>;

const fieldNames: readonly (keyof CreateTaskInput)[] = [
  'title',
  'categoryId',
  'description',
  'notes',
];

const emptyForm = (categoryId: CategoryId): FormValues => ({
  title: '',
  categoryId,
  description: '',
  notes: '',
});

type NewTaskDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[];
  /** The open category, or housing on the category grid (spec section 5). */
  defaultCategoryId: CategoryId;
  /** Where focus returns on close: the button that opened the dialog (there are several). */
  returnFocusRef: RefObject<HTMLElement | null>;
};

export function NewTaskDialog({
  open,
  onOpenChange,
  categories,
  defaultCategoryId,
  returnFocusRef,
}: NewTaskDialogProps) {
  const { t, i18n } = useLingui();
  const createTask = useCreateTask();
  // The form lives outside the dialog's content, so what was typed survives closing the dialog
  // by mistake and a refusal by the server; only a created task clears it.
  const form = useSchemaForm(createTaskSchema, emptyForm(defaultCategoryId));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = form;

  // An untouched form follows the category the user is looking at.
  useEffect(() => {
    if (open && !isDirty) reset(emptyForm(defaultCategoryId));
  }, [open, isDirty, defaultCategoryId, reset]);

  // After the effect above, so typing brought back from the device is not taken for untouched.
  const plan = useCurrentPlan().plan?.id ?? null;
  const draft = useFormDraft(form, { name: 'new-task', scope: plan });

  const onSubmit = async (values: CreateTaskValues) => {
    try {
      const { task } = await createTask.mutateAsync(values);
      const category = categories.find((item) => item.id === task.categoryId);
      const named = category && categoryName(category.id, i18n);
      toast.success(t`Task created`, {
        description: named ? t`Added to ${named}` : undefined,
      });
      reset(emptyForm(defaultCategoryId));
      onOpenChange(false);
    } catch (error) {
      // The hook has shown the toast; field messages from the server go beside their fields.
      if (!(error instanceof ApiError)) return;
      for (const [field, message] of Object.entries(error.fields)) {
        const name = fieldNames.find((known) => known === field);
        if (name) setError(name, { message }, { shouldFocus: true });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const opener = returnFocusRef.current;
          if (opener?.isConnected) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>
            <Trans>New Task</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Add a task of your own to your checklist.</Trans>
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-4">
          {draft.kept && <KeptDraftNote onDiscard={draft.discard} />}
          <FormField id="new-task-title" label={t`Title`} error={errors.title?.message}>
            {(control) => (
              <Input {...control} {...register('title')} aria-required="true" autoComplete="off" />
            )}
          </FormField>
          <FormField id="new-task-category" label={t`Category`} error={errors.categoryId?.message}>
            {(control) => (
              <NativeSelect {...control} {...register('categoryId')}>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {categoryName(category.id, i18n)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            id="new-task-description"
            label={t`Description (optional)`}
            error={errors.description?.message}
          >
            {(control) => <Textarea {...control} {...register('description')} rows={3} />}
          </FormField>
          <FormField id="new-task-notes" label={t`Notes (optional)`} error={errors.notes?.message}>
            {(control) => <Textarea {...control} {...register('notes')} rows={3} />}
          </FormField>
          <DialogFormFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t`Creating...` : t`Create Task`}
            </Button>
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

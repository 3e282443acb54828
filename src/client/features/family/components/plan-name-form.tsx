import { Trans, useLingui } from '@lingui/react/macro';
import { renamePlanSchema } from '../../../../shared/schemas/plans';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRenamePlan } from '../api/use-family-changes';

/** An owner's rename of the plan: the name the header's switcher shows everyone in it. */
export function PlanNameForm({ planId, name }: { planId: string; name: string }) {
  const { t } = useLingui();
  const rename = useRenamePlan(planId);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
    reset,
  } = useSchemaForm(renamePlanSchema, { name });

  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={handleSubmit(async (values) => {
        await rename.mutateAsync(values.name).then(
          () => reset({ name: values.name }),
          // The toast says why; the typed name stays to be corrected.
          () => {},
        );
      })}
    >
      <FormField
        id="plan-name"
        label={t`Plan name`}
        description={t`For example ‘Care plan for Mom’.`}
        error={errors.name?.message}
        className="flex-1"
      >
        {(field) => <Input {...field} {...register('name')} aria-required="true" />}
      </FormField>
      <Button type="submit" variant="outline" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save name</Trans>}
      </Button>
    </form>
  );
}

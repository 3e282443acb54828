import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { renamePlanSchema } from '../../../../shared/schemas/plans';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { withPlan } from '../../../lib/plan-context';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useStartOwnPlan } from '../api/use-family-changes';

/**
 * Someone in the family's plan through an invitation has no plan of their own until they ask
 * (record 077): this asks, with the name the new plan's header will show, and opens it.
 */
export function OwnPlanForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const start = useStartOwnPlan((planId) => navigate(withPlan('/app', planId)));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useSchemaForm(renamePlanSchema, { name: '' });

  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={handleSubmit(async (values) => {
        // The toast says why a start was refused; the typed name stays.
        await start.mutateAsync(values.name).catch(() => {});
      })}
    >
      <FormField
        id="own-plan-name"
        label={t`Name of your plan`}
        description={t`For example ‘Care plan for Dad’.`}
        error={errors.name?.message}
        className="flex-1"
      >
        {(field) => <Input {...field} {...register('name')} aria-required="true" />}
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Starting...</Trans> : <Trans>Start my own plan</Trans>}
      </Button>
    </form>
  );
}

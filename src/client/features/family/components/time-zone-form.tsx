import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { localTimeZone, timeZoneNames } from '../../../../shared/format';
import { planTimeZoneSchema } from '../../../../shared/schemas/calendar';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { NativeSelect } from '../../../components/ui/select';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useSetPlanTimeZone } from '../api/use-family-changes';

// The zone the plan's due dates, times and reminder emails are read in (decision record 047):
// owners choose it from the browser's list of IANA zones; the others read it.

function zoneList(current: string): string[] {
  const zones = timeZoneNames();
  // A zone the browser does not list (an alias like 'UTC') is still shown as chosen.
  return zones.includes(current) ? zones : [current, ...zones];
}

const NOT_SET_HINT = msg`Not set yet: your browser’s zone is chosen.`;

type TimeZoneFormProps = { planId: string; timeZone: string | null };

/**
 * The browser's zone and its list of zones are the browser's own: the server renders the page
 * (record 054) with only the plan's zone, not ready, and the form takes its place once hydrated.
 */
export function TimeZoneForm(props: TimeZoneFormProps) {
  return useHydrated() ? <ZoneChoice {...props} /> : <ZoneChoiceNotReady {...props} />;
}

function ZoneChoiceNotReady({ timeZone }: TimeZoneFormProps) {
  const { t, i18n } = useLingui();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <FormField
        id="plan-time-zone"
        label={t`Time zone`}
        description={timeZone ? undefined : i18n._(NOT_SET_HINT)}
        className="flex-1"
      >
        {(field) => (
          <NativeSelect {...field} disabled defaultValue={timeZone ?? ''}>
            <option value={timeZone ?? ''}>{timeZone?.replaceAll('_', ' ') ?? ''}</option>
          </NativeSelect>
        )}
      </FormField>
      <Button type="button" variant="outline" disabled>
        <Trans>Save time zone</Trans>
      </Button>
    </div>
  );
}

function ZoneChoice({ planId, timeZone }: TimeZoneFormProps) {
  const { t, i18n } = useLingui();
  const current = timeZone ?? localTimeZone();
  const save = useSetPlanTimeZone(planId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useSchemaForm(planTimeZoneSchema, { timeZone: current });

  return (
    <form
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={handleSubmit(async (values) => {
        await save.mutateAsync(values.timeZone).then(
          () => reset(values),
          // The toast says why; the choice stays.
          () => {},
        );
      })}
    >
      <FormField
        id="plan-time-zone"
        label={t`Time zone`}
        description={timeZone ? undefined : i18n._(NOT_SET_HINT)}
        error={errors.timeZone?.message}
        className="flex-1"
      >
        {(field) => (
          <NativeSelect {...field} {...register('timeZone')}>
            {zoneList(current).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      {/* Enabled for a plan without a zone: saving the preselected one sets it. */}
      <Button type="submit" variant="outline" disabled={isSubmitting || (!isDirty && !!timeZone)}>
        {isSubmitting ? <Trans>Saving...</Trans> : <Trans>Save time zone</Trans>}
      </Button>
    </form>
  );
}

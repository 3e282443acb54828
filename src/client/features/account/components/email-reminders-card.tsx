import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import type { EmailPreferences } from '../../../../shared/schemas/calendar';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { notifyRefused } from '../../../lib/notify-refused';
import { toast } from '../../../lib/toast';
import {
  emailPreferencesQueryKey,
  getEmailPreferences,
  updateEmailPreferences,
} from '../api/account-requests';

const choices = [
  { field: 'reminderEmails', label: msg`Email me reminders of tasks due` },
  { field: 'weeklyDigest', label: msg`Send me a weekly digest` },
] as const;

/** 'Email reminders' on /profile: each box is saved as it is changed (decision record 047). */
export function EmailRemindersCard() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const preferences = useQuery({
    queryKey: emailPreferencesQueryKey,
    queryFn: getEmailPreferences,
  });
  const save = useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(emailPreferencesQueryKey, saved);
      toast.success(t`Email settings saved`);
    },
    onError: (error) => notifyRefused(error, t`Email settings not saved`),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Email reminders</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Reminders go out at 8:00 in your care plan's time zone, as each task's reminder says.
            The digest comes on Mondays with what is overdue and due that week.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {choices.map((choice) => (
          <Choice
            key={choice.field}
            label={i18n._(choice.label)}
            checked={preferences.data?.[choice.field]}
            disabled={!preferences.data || save.isPending}
            onChange={(checked) => save.mutate({ [choice.field]: checked })}
          />
        ))}
        {preferences.isError && (
          <p role="alert" className="text-sm text-destructive">
            <Trans>Your email settings could not be loaded. Please reload the page.</Trans>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Choice(props: {
  label: string;
  checked: EmailPreferences[keyof EmailPreferences] | undefined;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Checkbox
        id={id}
        checked={props.checked ?? false}
        disabled={props.disabled}
        onCheckedChange={(checked) => props.onChange(checked === true)}
      />
      <label htmlFor={id} className="text-sm">
        {props.label}
      </label>
    </div>
  );
}

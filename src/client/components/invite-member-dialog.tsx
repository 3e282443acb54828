import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { CARE_CIRCLE_LIMITS } from '../../shared/rules/limits';
import { invitedRoles, planRoleLabel } from '../../shared/rules/plan-roles';
import { type InviteInput, inviteSchema } from '../../shared/schemas/plans';
import { showFormRefused } from '../lib/form-errors';
import { circleQueryKey, inviteMember } from '../lib/plan-requests';
import { toast } from '../lib/toast';
import { useSchemaForm } from '../lib/use-schema-form';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFormFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';
import { FormField } from './ui/form-field';
import { Input } from './ui/input';
import { NativeSelect } from './ui/select';

// 'Invite Family Member', on the Family page and on /profile (two features: so it lives here).

const formFields = ['email', 'role'] as const;

export function InviteMemberDialog({
  planId,
  variant = 'default',
}: {
  planId: string;
  variant?: 'default' | 'outline';
}) {
  const [open, setOpen] = useState(false);
  const days = CARE_CIRCLE_LIMITS.invitationValidDays;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant}>
          <UserPlus aria-hidden="true" />
          <Trans>Invite Family Member</Trans>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle className="text-lg">
            <Trans>Invite Family Member</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              We email them a link to join this care plan. It works once, for {days} days, and you
              can revoke it on the Family page.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {/* Inside the content, so closing the dialog forgets what was typed. */}
        <InviteForm planId={planId} onSent={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function InviteForm({ planId, onSent }: { planId: string; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: (input: InviteInput) => inviteMember(planId, input) });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(inviteSchema, { email: '', role: 'caregiver' });

  const onSubmit = async (values: InviteInput) => {
    try {
      const invitation = await mutation.mutateAsync(values);
      const { email } = invitation;
      toast.success(t`Invitation sent`, { description: t`We emailed ${email}.` });
      void queryClient.invalidateQueries({ queryKey: circleQueryKey(planId) });
      onSent();
    } catch (error) {
      showFormRefused(error, t`Could not send the invitation`, { fields: formFields, setError });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-5">
      <FormField id="invite-email" label={t`Email address`} error={errors.email?.message}>
        {(field) => (
          <Input
            {...field}
            {...register('email')}
            type="email"
            autoComplete="off"
            aria-required="true"
          />
        )}
      </FormField>
      <FormField
        id="invite-role"
        label={t`Role`}
        description={t`A caregiver can tick off tasks, edit notes and subtasks, and take on tasks; a viewer can follow the plan but not change it.`}
        error={errors.role?.message}
      >
        {(field) => (
          <NativeSelect {...field} {...register('role')}>
            {invitedRoles.map((role) => (
              <option key={role} value={role}>
                {planRoleLabel(role, i18n)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <DialogFormFooter>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Sending...</Trans> : <Trans>Send invitation</Trans>}
        </Button>
      </DialogFormFooter>
    </form>
  );
}

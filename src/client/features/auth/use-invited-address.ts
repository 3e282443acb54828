import { useEffect, useState } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { pendingInvitation } from '../../lib/pending-invitation';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * While an invitation followed in this tab waits (lib/pending-invitation.ts), the sign-in or
 * sign-up form starts with the address it was sent to, unless something is typed already.
 * Read after hydration: only the browser knows the invitation. Answers the plan's name, for a
 * line saying what the form leads to.
 */
export function useInvitedAddress<T extends FieldValues & { email: string }>(
  form: UseFormReturn<T>,
): string | undefined {
  const hydrated = useHydrated();
  const [planName, setPlanName] = useState<string>();
  useEffect(() => {
    if (!hydrated) return;
    const invitation = pendingInvitation();
    if (!invitation?.email) return;
    const email = 'email' as Path<T>;
    if (!form.getValues(email)) form.setValue(email, invitation.email as PathValue<T, Path<T>>);
    setPlanName(invitation.planName);
  }, [hydrated, form]);
  return planName;
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, Trash2 } from 'lucide-react';
import type { AdminUser, SubscriptionTier } from '../../../../shared/schemas/admin';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { notifyRefused } from '../../../lib/notify-refused';
import { toast } from '../../../lib/toast';
import { adminKeys, deleteUser, setAdmin, setTier } from '../api/admin-requests';
import { formatAdminDate } from './format-admin-date';

/** One account in the Users tab, with its plan, its admin role and delete. */
export function UserRow({
  user,
  isSelf,
  afterDelete,
}: {
  user: AdminUser;
  isSelf: boolean;
  afterDelete: () => void;
}) {
  const { i18n, t } = useLingui();
  // Premium is the brand's word in every language; Basic is said in the reader's.
  const tierNames: Record<SubscriptionTier, string> = { basic: t`Basic`, premium: 'Premium' };
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.allUsers });
  const tier = useMutation({
    mutationFn: setTier,
    onSuccess: (changed) => {
      const { email } = changed;
      const tierName = tierNames[changed.subscriptionTier];
      toast.success(t`${email} is now on the ${tierName} plan`);
      void refresh();
    },
    onError: (error) => notifyRefused(error, t`Failed to update user`),
  });
  const role = useMutation({
    mutationFn: setAdmin,
    onSuccess: (changed) => {
      const { email } = changed;
      toast.success(
        changed.isAdmin
          ? t`${email} is now an administrator`
          : t`${email} is no longer an administrator`,
      );
      void refresh();
    },
    onError: (error) => notifyRefused(error, t`Failed to update user`),
  });
  const remove = useMutation({
    mutationFn: deleteUser,
    onSuccess: ({ email }) => {
      toast.success(t`User ${email} deleted successfully`);
      void refresh();
    },
    onError: (error) => notifyRefused(error, t`Failed to delete user`),
  });

  const { email } = user;
  const joined = formatAdminDate(user.createdAt, i18n);
  const tierName = tierNames[user.subscriptionTier];
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-all">
          {user.email}
          {isSelf && (
            <span className="text-muted-foreground">
              {' '}
              <Trans>(you)</Trans>
            </span>
          )}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>
            <Trans>Joined {joined}</Trans>
          </span>
          <Badge variant={user.subscriptionTier === 'premium' ? 'default' : 'secondary'}>
            <Trans>{tierName} plan</Trans>
          </Badge>
          {user.isAdmin && (
            <Badge variant="outline">
              <ShieldCheck aria-hidden="true" />
              <Trans>Admin</Trans>
            </Badge>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          disabled={tier.isPending}
          onClick={() =>
            tier.mutate({
              userId: user.id,
              subscriptionTier: user.subscriptionTier === 'premium' ? 'basic' : 'premium',
            })
          }
        >
          {user.subscriptionTier === 'premium' ? (
            <Trans>Set to Basic</Trans>
          ) : (
            <Trans>Set to Premium</Trans>
          )}
          <span className="sr-only">
            {' '}
            <Trans>for {email}</Trans>
          </span>
        </Button>
        {/* An admin cannot remove their own role (the server refuses it too). */}
        {!isSelf && (
          <Button
            variant="outline"
            disabled={role.isPending}
            onClick={() => role.mutate({ userId: user.id, isAdmin: !user.isAdmin })}
          >
            {user.isAdmin ? <Trans>Revoke admin</Trans> : <Trans>Make admin</Trans>}
            <span className="sr-only">
              {' '}
              <Trans>for {email}</Trans>
            </span>
          </Button>
        )}
        {!isSelf && (
          <ConfirmDelete
            trigger={
              <Button variant="destructive" disabled={remove.isPending}>
                <Trash2 aria-hidden="true" />
                <Trans>
                  Delete<span className="sr-only"> {email}</span>
                </Trans>
              </Button>
            }
            title={t`Delete this user?`}
            description={t`${email} and everything in their account (tasks, notes and posts) will be deleted for good, and they are signed out at once.`}
            onConfirm={() => remove.mutate(user.id)}
            afterDelete={afterDelete}
          />
        )}
      </div>
    </li>
  );
}

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

const tierNames: Record<SubscriptionTier, string> = { basic: 'Basic', premium: 'Premium' };

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
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.allUsers });
  const tier = useMutation({
    mutationFn: setTier,
    onSuccess: (changed) => {
      toast.success(`${changed.email} is now on the ${tierNames[changed.subscriptionTier]} plan`);
      void refresh();
    },
    onError: (error) => notifyRefused(error, 'Failed to update user'),
  });
  const role = useMutation({
    mutationFn: setAdmin,
    onSuccess: (changed) => {
      toast.success(
        changed.isAdmin
          ? `${changed.email} is now an administrator`
          : `${changed.email} is no longer an administrator`,
      );
      void refresh();
    },
    onError: (error) => notifyRefused(error, 'Failed to update user'),
  });
  const remove = useMutation({
    mutationFn: deleteUser,
    onSuccess: ({ email }) => {
      toast.success(`User ${email} deleted successfully`);
      void refresh();
    },
    onError: (error) => notifyRefused(error, 'Failed to delete user'),
  });

  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4 md:flex-row md:items-center md:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-all">
          {user.email}
          {isSelf && <span className="text-muted-foreground"> (you)</span>}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>Joined {formatAdminDate(user.createdAt)}</span>
          <Badge variant={user.subscriptionTier === 'premium' ? 'default' : 'secondary'}>
            {tierNames[user.subscriptionTier]} plan
          </Badge>
          {user.isAdmin && (
            <Badge variant="outline">
              <ShieldCheck aria-hidden="true" />
              Admin
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
          {user.subscriptionTier === 'premium' ? 'Set to Basic' : 'Set to Premium'}
          <span className="sr-only"> for {user.email}</span>
        </Button>
        {/* An admin cannot remove their own role (the server refuses it too). */}
        {!isSelf && (
          <Button
            variant="outline"
            disabled={role.isPending}
            onClick={() => role.mutate({ userId: user.id, isAdmin: !user.isAdmin })}
          >
            {user.isAdmin ? 'Revoke admin' : 'Make admin'}
            <span className="sr-only"> for {user.email}</span>
          </Button>
        )}
        {!isSelf && (
          <ConfirmDelete
            trigger={
              <Button variant="destructive" disabled={remove.isPending}>
                <Trash2 aria-hidden="true" />
                Delete<span className="sr-only"> {user.email}</span>
              </Button>
            }
            title="Delete this user?"
            description={`${user.email} and everything in their account (tasks, notes and posts) will be deleted for good, and they are signed out at once.`}
            onConfirm={() => remove.mutate(user.id)}
            afterDelete={afterDelete}
          />
        )}
      </div>
    </li>
  );
}

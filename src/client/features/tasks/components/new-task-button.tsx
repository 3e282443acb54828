import { Trans } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useCurrentPlan } from '../../../lib/plan-context';
import { LazyNewTaskDialog } from './lazy-new-task-dialog';

/** Starts loading the dialog's code before the press; a failed load is retried on opening. */
const preloadDialog = () => {
  LazyNewTaskDialog.load().catch(() => undefined);
};

/**
 * The one way to open the New Task dialog, wherever the dashboard offers it (never to a plan's
 * viewer, whom the server would refuse). Like the dialog
 * triggers Radix renders, it says it opens a dialog (screen readers announce it, and the route
 * sweep of e2e/a11y-routes.spec.ts opens every such popup).
 */
export function NewTaskButton({
  onClick,
  size,
  className,
}: {
  onClick: () => void;
  size?: 'lg';
  className?: string;
}) {
  const { canEdit } = useCurrentPlan();
  if (!canEdit) return null;
  return (
    <Button
      type="button"
      size={size}
      className={cn(className)}
      onClick={onClick}
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
      aria-haspopup="dialog"
    >
      <Plus aria-hidden="true" />
      <Trans>New Task</Trans>
    </Button>
  );
}

import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** The one way to open the New Task dialog, wherever the dashboard offers it. */
export function NewTaskButton({
  onClick,
  size,
  className,
}: {
  onClick: () => void;
  size?: 'lg';
  className?: string;
}) {
  return (
    <Button type="button" size={size} className={cn(className)} onClick={onClick}>
      <Plus aria-hidden="true" />
      New Task
    </Button>
  );
}

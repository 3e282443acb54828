import { useLingui } from '@lingui/react/macro';
import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useLingui();
  return (
    <output aria-live="polite" className={cn('flex items-center justify-center', className)}>
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label ?? t`Loading`}</span>
    </output>
  );
}

export function PageSpinner() {
  const { t } = useLingui();
  return <Spinner className="min-h-screen" label={t`Loading page`} />;
}

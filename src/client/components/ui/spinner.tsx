import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <output aria-live="polite" className={cn('flex items-center justify-center', className)}>
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </output>
  );
}

export function PageSpinner() {
  return <Spinner className="min-h-screen" label="Loading page" />;
}

import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { needsScripts } from './input';

// A styled native select: phones show their own picker and screen readers know it well, which
// suits a short, fixed list better than a custom listbox.
export function NativeSelect({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className="relative">
      <select
        {...needsScripts(props.value)}
        className={cn(
          'flex h-11 w-full min-w-0 appearance-none rounded-md border border-input bg-background py-2 pr-10 pl-3 text-base text-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-destructive',
          className,
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

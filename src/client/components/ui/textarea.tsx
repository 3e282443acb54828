import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { needsScripts } from './input';

// text-base (16 px) keeps mobile browsers from zooming in on focus, as the Input does.
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      {...needsScripts(props.value)}
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

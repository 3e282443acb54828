import type { ComponentProps } from 'react';
import { NEEDS_SCRIPTS_ATTRIBUTE } from '../../../shared/constants';
import { cn } from '../../lib/cn';

/**
 * Marks a controlled field (its value held by React) as needing the page's scripts: typed before
 * hydration, it would show what it does not apply (record 091). A form's own fields are
 * uncontrolled and left alone: the form reads them from the page, whenever they were typed.
 */
export function needsScripts(value: unknown): Record<string, ''> | undefined {
  return value === undefined ? undefined : { [NEEDS_SCRIPTS_ATTRIBUTE]: '' };
}

// text-base (16 px) keeps mobile browsers from zooming in on focus; h-11 gives a 44 px target.
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      {...needsScripts(props.value)}
      type={type}
      className={cn(
        'flex h-11 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-2 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}

import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-border bg-background hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'min-h-10 px-4 py-2',
        sm: 'min-h-9 px-3',
        lg: 'min-h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
    /** A submit button whose form the server takes as a plain post too (record 052). */
    worksBeforeHydration?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  worksBeforeHydration = false,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  const classes = cn(buttonVariants({ variant, size }), className);
  // A prerendered form (record 035) whose post the server does not take cannot be sent before
  // React runs it: the browser would send it itself and the page would come back empty. Its
  // submit button looks not ready until then (disabled), and Enter in its fields waits too.
  // Only such a button asks whether the page is hydrated: any other is not rendered again once it
  // is (on a phone, rendering every button of a form again after hydration was a long task).
  if (props.type === 'submit' && !worksBeforeHydration) {
    return <SubmitAfterHydration className={classes} {...props} />;
  }
  return <Component className={classes} {...props} disabled={props.disabled || undefined} />;
}

function SubmitAfterHydration(props: ComponentProps<'button'>) {
  const hydrated = useHydrated();
  return <button {...props} disabled={props.disabled || !hydrated || undefined} />;
}

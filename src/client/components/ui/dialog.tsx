import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { type ComponentProps, Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * Scrolls inside itself (max-h) so a tall form still fits a small phone screen. `inPlace` draws it
 * where it stands instead of in a portal at the end of the page: a portal draws nothing on the
 * server, so a dialog open as the page loads (the first-visit welcome, record 088) is drawn in place.
 */
export function DialogContent({
  className,
  children,
  closeLabel,
  inPlace = false,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { closeLabel?: string; inPlace?: boolean }) {
  const { t } = useLingui();
  const Portal = inPlace ? Fragment : DialogPrimitive.Portal;
  return (
    <Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 shadow-lg',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          aria-label={closeLabel ?? t`Close`}
        >
          <X aria-hidden="true" className="size-5" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  // Right padding keeps the title clear of the close button.
  return <div className={cn('flex flex-col gap-2 pr-10', className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-xl font-semibold', className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  );
}

/** A dialog form's buttons: Cancel, which closes the dialog, then the form's own submit button. */
export function DialogFormFooter({ children }: { children: ReactNode }) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          <Trans>Cancel</Trans>
        </Button>
      </DialogClose>
      {children}
    </DialogFooter>
  );
}

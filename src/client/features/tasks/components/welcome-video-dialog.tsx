import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { focusDialogNotVideo, WelcomeVideoFrame } from '../../../components/welcome-video-frame';
import { brand } from '../../../config/brand';
import { rememberWelcomeSeen } from './welcome-seen';

/**
 * The first-visit welcome on the dashboard, shown until it is dismissed (by any means), then
 * never again on the account; loaded only for an account that has not dismissed it
 * (first-visit-welcome.tsx). Drawn in place, not in a portal, so the server draws it with the page.
 */
export function WelcomeVideoDialog() {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(true);
  // Named by its title from the server's drawing on: Radix names it only once its effects run.
  const titleId = useId();
  const brandName = brand.name;

  const dismiss = () => {
    rememberWelcomeSeen(queryClient);
    setOpen(false);
  };

  // The head script marks a browser that closed it before the account kept it: this hides it
  // from the first paint (index.css), until the hydrated page records it and takes it away.
  return (
    <div data-first-visit-welcome="">
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) dismiss();
        }}
      >
        <DialogContent
          inPlace
          aria-labelledby={titleId}
          className="max-w-2xl"
          onOpenAutoFocus={focusDialogNotVideo}
        >
          <DialogHeader>
            <DialogTitle id={titleId}>
              <Trans>Welcome to {brandName}</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                Your checklist groups the important eldercare tasks into seven categories. Open a
                category, tick off tasks and their steps as you go, and keep notes along the way.
                This short video shows you around.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <WelcomeVideoFrame />
          <DialogFooter>
            <Button type="button" size="lg" onClick={dismiss}>
              <Trans>Get Started</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

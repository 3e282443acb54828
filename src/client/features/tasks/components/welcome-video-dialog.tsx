import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { focusDialogNotVideo, WelcomeVideoFrame } from '../../../components/welcome-video';
import { brand } from '../../../config/brand';
import { hasSeenWelcome, rememberWelcomeSeen } from './welcome-seen';

/**
 * The first-visit welcome on the dashboard, shown until it is dismissed (by any means); loaded
 * only for a visitor who has not dismissed it (first-visit-welcome.tsx).
 */
export function WelcomeVideoDialog() {
  const [open, setOpen] = useState(() => !hasSeenWelcome());

  const dismiss = () => {
    rememberWelcomeSeen();
    setOpen(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss();
      }}
    >
      <DialogContent className="max-w-2xl" onOpenAutoFocus={focusDialogNotVideo}>
        <DialogHeader>
          <DialogTitle>Welcome to {brand.name}</DialogTitle>
          <DialogDescription>
            Your checklist groups the important eldercare tasks into seven categories. Open a
            category, tick off tasks and their steps as you go, and keep notes along the way. This
            short video shows you around.
          </DialogDescription>
        </DialogHeader>
        <WelcomeVideoFrame />
        <DialogFooter>
          <Button type="button" size="lg" onClick={dismiss}>
            Get Started
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

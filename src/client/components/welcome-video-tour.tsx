import { Trans } from '@lingui/react/macro';
import type { HTMLAttributes, ReactElement } from 'react';
import { brand } from '../config/brand';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';
import { focusDialogNotVideo, WelcomeVideoFrame } from './welcome-video-frame';

/** The header's welcome video dialog (welcome-video.tsx), loaded when it is first opened. */
export function WelcomeVideoTour({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
}) {
  const { name } = brand;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl" onOpenAutoFocus={focusDialogNotVideo}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Welcome Video</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>A short tour of {name}.</Trans>
          </DialogDescription>
        </DialogHeader>
        <WelcomeVideoFrame />
      </DialogContent>
    </Dialog>
  );
}

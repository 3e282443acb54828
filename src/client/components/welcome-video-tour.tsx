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
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-w-2xl" onOpenAutoFocus={focusDialogNotVideo}>
        <DialogHeader>
          <DialogTitle>Welcome Video</DialogTitle>
          <DialogDescription>A short tour of {brand.name}.</DialogDescription>
        </DialogHeader>
        <WelcomeVideoFrame />
      </DialogContent>
    </Dialog>
  );
}

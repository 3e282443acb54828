import { PlayCircle } from 'lucide-react';
import { brand } from '../config/brand';
import { Button } from './ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './ui/dialog';

/**
 * A dialog holding the video opens with focus on the dialog itself, not on the video's frame (its
 * first focusable part): keys pressed inside another site's frame never reach our page, so
 * Escape would not close the dialog. Tab moves on into the video.
 */
export function focusDialogNotVideo(event: Event): void {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
}

/** The embedded welcome video. It may not load (offline, blocked); the frame then stays empty. */
export function WelcomeVideoFrame() {
  return (
    <div className="aspect-video w-full overflow-hidden rounded-md bg-muted">
      <iframe
        title="Welcome video"
        src={brand.links.welcomeVideo}
        allow="fullscreen"
        loading="lazy"
        className="size-full border-0"
      />
    </div>
  );
}

/** The header's Welcome Video button: the same video, any time. */
export function WelcomeVideoButton() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <PlayCircle aria-hidden="true" />
          Welcome Video
        </Button>
      </DialogTrigger>
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

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
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Welcome Video</DialogTitle>
          <DialogDescription>A short tour of {brand.name}.</DialogDescription>
        </DialogHeader>
        <WelcomeVideoFrame />
      </DialogContent>
    </Dialog>
  );
}

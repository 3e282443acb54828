import { PlayCircle } from 'lucide-react';
import { brand } from '../config/brand';
import { lazyNamed } from '../lib/lazy-named';
import { LoadOnFirstOpen } from './load-on-first-open';
import { Button } from './ui/button';

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

const WelcomeVideoTour = lazyNamed(() => import('./welcome-video-tour'), 'WelcomeVideoTour');

/** The header's Welcome Video button: the same video, any time; its dialog loads on first use. */
export function WelcomeVideoButton() {
  const trigger = (
    <Button variant="ghost" size="sm">
      <PlayCircle aria-hidden="true" />
      Welcome Video
    </Button>
  );
  return (
    <LoadOnFirstOpen load={WelcomeVideoTour.load} trigger={trigger}>
      {(state) => <WelcomeVideoTour {...state} trigger={trigger} />}
    </LoadOnFirstOpen>
  );
}

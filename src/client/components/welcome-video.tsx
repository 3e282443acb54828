import { Trans } from '@lingui/react/macro';
import { PlayCircle } from 'lucide-react';
import { lazyNamed } from '../lib/lazy-named';
import { LoadOnFirstOpen } from './load-on-first-open';
import { Button } from './ui/button';

const WelcomeVideoTour = lazyNamed(() => import('./welcome-video-tour'), 'WelcomeVideoTour');

/** The header's Welcome Video button: the same video, any time; its dialog loads on first use. */
export function WelcomeVideoButton() {
  const trigger = (
    <Button variant="ghost" size="sm">
      <PlayCircle aria-hidden="true" />
      <Trans>Welcome Video</Trans>
    </Button>
  );
  return (
    <LoadOnFirstOpen load={WelcomeVideoTour.load} trigger={trigger}>
      {(state) => <WelcomeVideoTour {...state} trigger={trigger} />}
    </LoadOnFirstOpen>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { brand } from '../config/brand';
import { useHydrated } from '../lib/use-hydrated';
import { useOnline } from '../lib/use-online';
import { ExternalLink } from './external-link';

// The welcome video's dialog parts, shared by the header's dialog (welcome-video-tour.tsx) and the
// dashboard's first-visit one (welcome-video-dialog.tsx); neither imports the other's opener.

/**
 * A dialog holding the video opens with focus on the dialog itself, not on the video's frame (its
 * first focusable part): keys pressed inside another site's frame never reach our page, so
 * Escape would not close the dialog. Tab moves on into the video.
 */
export function focusDialogNotVideo(event: Event): void {
  event.preventDefault();
  if (event.currentTarget instanceof HTMLElement) event.currentTarget.focus();
}

/**
 * The embedded welcome video. Offline, it says so in its place; online it may still not load (a
 * network that blocks the video's site), which another site's frame never tells our page: the
 * words under it say what to try. Drawn by the server (the first-visit dialog, record 088), its
 * place is kept empty until the page is hydrated: the player's page loads after the app's own.
 */
export function WelcomeVideoFrame() {
  const { t } = useLingui();
  const online = useOnline();
  const hydrated = useHydrated();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex aspect-video w-full items-center justify-center overflow-hidden rounded-md bg-muted">
        {!hydrated ? null : online ? (
          <iframe
            title={t`Welcome video`}
            src={brand.links.welcomeVideo}
            allow="fullscreen"
            loading="lazy"
            className="size-full border-0"
          />
        ) : (
          <p role="status" className="max-w-sm p-4 text-center">
            <Trans>
              The welcome video needs an internet connection. It will show here once you are back
              online.
            </Trans>
          </p>
        )}
      </div>
      {online && (
        <p className="text-sm text-muted-foreground">
          <Trans>
            Video not showing? Your network may block it:{' '}
            <ExternalLink
              href={brand.links.welcomeVideo}
              className="font-medium text-primary underline underline-offset-4"
            >
              open it on its own page
            </ExternalLink>
            .
          </Trans>
        </p>
      )}
    </div>
  );
}

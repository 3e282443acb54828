import { Trans } from '@lingui/react/macro';
import { LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import { UPSELL_WIDGET_TIMEOUT_MS } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { brand } from '../../../config/brand';
import { useOutsideScript } from '../use-outside-script';

/** Where the checkout's widget renders the offer (its script looks for this element). */
export const OFFER_WIDGET_ID = 'membership-offer-widget';

/**
 * The second, embedded offer: the checkout's own widget. It shows 'Loading membership offer...',
 * then the widget, or 'Unable to load membership offer' with Retry (a reload) after a script error
 * or 15 s. The box keeps its height through every state, so nothing below it moves.
 */
export function EmbeddedOffer() {
  const status = useOutsideScript(brand.links.upsellWidgetScript, UPSELL_WIDGET_TIMEOUT_MS);
  return (
    <div className="relative min-h-72 rounded-lg border bg-card">
      {status === 'loading' && (
        <output
          aria-live="polite"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-muted-foreground"
        >
          <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-primary" />
          <Trans>Loading membership offer...</Trans>
        </output>
      )}
      {status === 'failed' && (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center"
        >
          <TriangleAlert aria-hidden="true" className="size-8 text-destructive" />
          <p className="font-semibold">
            <Trans>Unable to load membership offer</Trans>
          </p>
          <Button type="button" variant="outline" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            <Trans>Retry</Trans>
          </Button>
        </div>
      )}
      <div id={OFFER_WIDGET_ID} hidden={status !== 'loaded'} className="p-4" />
    </div>
  );
}

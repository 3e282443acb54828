// Opening a landing page at its pricing, without React: the landing page rendered by the app
// (use-scroll-to-pricing.ts) and the same page sent as a content page (content-page.ts,
// record 053) both call it.
import { drawAllBands } from '../../lib/draw-all-bands';

export const PRICING_ID = 'pricing';

/** The address of a landing page's pricing: the browser alone jumps there, with no script. */
export const pricingHash = `#${PRICING_ID}`;

/**
 * Scrolls the pricing section into view and puts focus on its heading, so keyboard and screen
 * reader users start there. False when the page has no pricing section.
 */
export function scrollToPricing(): boolean {
  const section = document.getElementById(PRICING_ID);
  if (!section) return false;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // Aimed with every band above at its real size, the scroll stops where the pricing is.
  drawAllBands();
  section.querySelector('h2')?.focus({ preventScroll: true });
  section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
  return true;
}

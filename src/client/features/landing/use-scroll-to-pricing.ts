import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The navigation state that opens a landing page at its pricing (the demo's Sign Up button). */
export const pricingState = { scrollToPricing: true } as const;

export const PRICING_ID = 'pricing';

/**
 * When navigation state carries scrollToPricing, scrolls to the pricing section and puts focus on
 * its heading (so the root layout leaves focus there), then drops the state, so a reload opens
 * the page at its top. Runs after hydration: the page drawn ahead knows no navigation state.
 */
export function useScrollToPricing() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const state = location.state as { scrollToPricing?: unknown } | null;
    if (!state?.scrollToPricing) return;
    const section = document.getElementById(PRICING_ID);
    if (!section) return;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.querySelector('h2')?.focus({ preventScroll: true });
    section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
}

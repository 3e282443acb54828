import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pricingHash, scrollToPricing } from './scroll-to-pricing';

/**
 * When navigation state carries scrollToPricing (spec section 2), or the address ends in
 * #pricing (a link that also works with no script), scrolls to the pricing section and puts focus
 * on its heading (so the root layout leaves focus there), then drops both, so a reload opens the
 * page at its top. Runs after hydration: the prerendered page knows no navigation state.
 */
export function useScrollToPricing() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const state = location.state as { scrollToPricing?: unknown } | null;
    if (!state?.scrollToPricing && location.hash !== pricingHash) return;
    if (!scrollToPricing()) return;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location, navigate]);
}

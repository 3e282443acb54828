import { useEffect } from 'react';
import { brand } from '../../config/brand';

/**
 * The affiliate tracking script, told which page it is on (its URL as a parameter), loaded after
 * hydration. Nothing waits for it and nothing shows if its host cannot be reached.
 */
export function useAffiliateTracking() {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = `${brand.links.trackingScript}?url=${encodeURIComponent(window.location.href)}`;
    script.async = true;
    script.addEventListener('error', () => script.remove());
    document.body.append(script);
    return () => script.remove();
  }, []);
}

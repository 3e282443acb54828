import { useEffect } from 'react';
import { takeHeadingFocus } from '../lib/heading-focus';
import { afterPartsHydrated } from '../lib/progressive-hydration';

/**
 * Marks the document once the page has been hydrated, so the journeys wait for it before they
 * click: a click on a prerendered page but not yet hydrated does nothing, as it would for a person
 * on a slow phone, who simply clicks again. It is rendered beside the page inside the page's own
 * lazily loaded component (routes.tsx), so its effect runs once the page's has.
 */
export function HydrationMark() {
  useEffect(() => {
    // The journeys' mark waits for the parts hydrated after the page (record 062) too.
    afterPartsHydrated(() => {
      document.documentElement.dataset.hydrated = '';
    });
    // Reached by a page load from a form island (record 061): the heading, as after a route change.
    takeHeadingFocus();
  }, []);
  return null;
}

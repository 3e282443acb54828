import { useContext } from 'react';
import type { PostedForm } from '../../shared/page-forms';
import { usePageNavigation } from './page-navigation';
import { PostedFormContext } from './posted-form';

/**
 * The state the server rendered this page with (a refused post, or the code step), while the page
 * is the one the server rendered: a later visit to the same page in the tab starts with an empty form.
 * It reads the page through lib/page-navigation.tsx, not the router: a form page's form is also
 * hydrated without the app (record 061).
 */
export function usePostedForm(): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  const { firstPagePath } = usePageNavigation();
  return posted && posted.path === firstPagePath() ? posted : undefined;
}

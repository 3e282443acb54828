import { useContext } from 'react';
import { useLocation } from 'react-router';
import type { PostedForm } from '../../shared/page-forms';
import { PostedFormContext } from './posted-form';

// Apart from posted-form.ts, which the app's entry reads: this hook's router import there split
// the router into a chunk of its own in the build (an extra request on every page).

/**
 * The state the server drew this page with (a refused post, or the code step), while the page
 * is the one the server drew: a later visit to the same page in the tab starts with an empty form.
 */
export function usePostedForm(): PostedForm | undefined {
  const posted = useContext(PostedFormContext);
  const location = useLocation();
  const firstPage = location.key === 'default' && posted?.path === location.pathname;
  return firstPage ? posted : undefined;
}

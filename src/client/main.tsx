import type { I18n } from '@lingui/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { loadRoutesAt } from './app/routes';
import { readDehydratedState } from './lib/dehydrated-state';
import { documentLocale, loadI18n } from './lib/i18n';
import { rememberDocumentPath } from './lib/page-settings';
import { readPostedForm } from './lib/posted-form';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// This document's Content-Security-Policy is the one of the page it was sent for: going to a
// page whose policy differs is a full page load (see crossesDocumentEdge).
rememberDocumentPath(window.location.pathname);

const app = (i18n: I18n) => (
  <StrictMode>
    <Providers posted={readPostedForm()} dehydratedState={readDehydratedState()} i18n={i18n}>
      <RouterProvider router={createRouter()} />
    </Providers>
  </StrictMode>
);

// The server sends most pages prerendered (entry-server.tsx): those are hydrated in place, with
// no repaint; a page sent empty (/mfa, whose form depends on this tab's sign-in) is rendered here.
// The page's own code is loaded before the router is made (loadRoutesAt), so the router starts
// on the page at once and hydration never waits for it. React hydrates in slices, yielding to
// the browser between them, and the parts the page leaves for later
// (lib/progressive-hydration.tsx) after the page. The page's catalog, in the locale the server
// wrote it in (record 100), loads beside the page's code.
void Promise.all([loadI18n(documentLocale()), loadRoutesAt(window.location.pathname)]).then(
  ([i18n]) => {
    if (root.hasChildNodes()) hydrateRoot(root, app(i18n));
    else createRoot(root).render(app(i18n));
  },
);

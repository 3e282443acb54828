import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { KEPT_COPY_ATTRIBUTE, SHEET_PATH } from '../lib/kept-sheet';
import { sessionQueryKey } from '../lib/session';
import { renderWithApp } from '../test/render-with-app';
import { RequireAuth } from './guards';

// A signed-in page with no session goes to sign in; the copy of an emergency sheet kept on the
// device stays, whatever the session (decision record 082).

afterEach(() => {
  document.documentElement.removeAttribute(KEPT_COPY_ATTRIBUTE);
});

function renderGuarded(route: string) {
  renderWithApp(
    <RequireAuth>
      <p>The page</p>
    </RequireAuth>,
    {
      route,
      queries: [{ queryKey: sessionQueryKey, data: null }],
      pages: { '/login': <p>Sign in</p> },
    },
  );
}

describe('RequireAuth', () => {
  it('sends a visitor with no session to sign in', async () => {
    renderGuarded('/emergency-sheet');
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(screen.queryByText('The page')).not.toBeInTheDocument();
  });

  it('leaves a kept copy of the emergency sheet on screen with no session', () => {
    // The mark and the address as the page and the worker know them (lib/kept-sheet.ts), which
    // the guards spell out for themselves.
    document.documentElement.setAttribute(KEPT_COPY_ATTRIBUTE, '');
    renderGuarded(`${SHEET_PATH}?plan=plan-1`);
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Sign in')).not.toBeInTheDocument();
  });

  it('still guards any other page of a document that was a kept copy', async () => {
    document.documentElement.setAttribute(KEPT_COPY_ATTRIBUTE, '');
    renderGuarded('/family');
    expect(await screen.findByText('Sign in')).toBeInTheDocument();
  });
});

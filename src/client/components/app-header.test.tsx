import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, sessionState } from '../test/render-with-app';
import { AppHeader } from './app-header';

// The account menu's code loads on first use (account-menu.tsx): until then its button says
// what it opens, and the first opening works from the pointer and from the keyboard alike.

function renderHeader() {
  return renderWithApp(<AppHeader />, { session: sessionState(), route: '/app' });
}

describe('the account menu', () => {
  it('is a button that says it opens a menu before the menu is loaded', () => {
    renderHeader();
    const button = screen.getByRole('button', { name: 'carer@example.com, Account menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens on the first press, with its items', async () => {
    const { user } = renderHeader();
    await user.click(screen.getByRole('button', { name: 'carer@example.com, Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile Settings' })).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
  });

  it('opened from the keyboard, puts focus on its first item', async () => {
    const { user } = renderHeader();
    screen.getByRole('button', { name: 'carer@example.com, Account menu' }).focus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Profile Settings' });
    await waitFor(() => expect(first).toHaveFocus());
  });
});

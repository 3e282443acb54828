import { screen, waitFor, within } from '@testing-library/react';
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

describe('the header links', () => {
  it('mark the current page', () => {
    renderWithApp(<AppHeader />, { session: sessionState(), route: '/family' });
    const row = screen.getByRole('navigation', { name: 'Account' });
    expect(within(row).getByRole('link', { name: 'Family' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(row).getByRole('link', { name: 'Checklist' })).not.toHaveAttribute(
      'aria-current',
    );
    // The forum is another site, and says so.
    expect(
      within(row).getByRole('link', { name: /^Community Forum ?\(opens in a new tab\)$/ }),
    ).toHaveAttribute('target', '_blank');
  });

  it('are behind a Menu button on a phone, which says what each is and closes on Escape', async () => {
    const { user } = renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: /^Checklist/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: /^Discussions/ })).toHaveTextContent(
      'Talk with other members here',
    );
    expect(within(menu).getByRole('link', { name: /^Community Forum/ })).toHaveTextContent(
      'Our forum on its own site, opens in a new tab',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { planSummary, renderWithApp, sessionState } from '../test/render-with-app';
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

  it('list the plans in full on a phone, the current one marked, the choice remembered', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    const mom = planSummary({ id: 'plan-mom', name: 'Care plan for Mom, at home in Leeds' });
    const dad = planSummary({
      id: 'plan-dad',
      name: 'Care plan for Dad',
      role: 'caregiver',
      owners: ['sam@example.com'],
    });
    const { user, router } = renderWithApp(<AppHeader />, {
      session: sessionState(),
      plans: [mom, dad],
      route: '/family?plan=plan-mom',
    });
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const plans = screen.getByRole('region', { name: 'Care plans' });
    const current = within(plans).getByRole('link', { name: /^Care plan for Mom/ });
    expect(current).toHaveTextContent('Care plan for Mom, at home in LeedsOwner');
    expect(current).toHaveAttribute('aria-current', 'true');
    const other = within(plans).getByRole('link', { name: /^Care plan for Dad/ });
    expect(other).toHaveTextContent('Care plan for DadCaregiver');
    expect(other).not.toHaveAttribute('aria-current');
    await user.click(other);
    // The same page for the other plan; the server keeps the choice (record 077).
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/family?plan=plan-dad',
    );
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/plans/plan-dad/opened',
      expect.objectContaining({ method: 'POST' }),
    );
    fetchSpy.mockRestore();
  });
});

describe('the open plan', () => {
  const mom = planSummary({ id: 'plan-mom', name: 'Care plan for Mom, at home in Leeds' });
  const dad = planSummary({ id: 'plan-dad', name: 'Care plan for Dad', role: 'caregiver' });

  it('is named under the header on every page, the one the address names (issue 56)', () => {
    renderWithApp(<AppHeader />, {
      session: sessionState(),
      plans: [mom, dad],
      route: '/calendar?plan=plan-dad',
    });
    const banner = screen.getByRole('banner');
    // On a phone its name (the switcher is hidden there by its class); whole, never cut.
    const named = within(banner).getByText('Care plan for Dad', { selector: 'span' });
    expect(named.closest('p')).toHaveTextContent('Care plan: Care plan for Dad');
    expect(named.closest('p')?.className).not.toMatch(/truncate/);
    // From 640 px, the switcher shows it, its select not narrowed to cut a name.
    const switcher = within(banner).getByLabelText('Care plan');
    expect(switcher).toHaveDisplayValue('Care plan for Dad (Caregiver)');
    expect(switcher.className).not.toMatch(/max-w-56/);
  });

  it('is named with one plan too', () => {
    renderWithApp(<AppHeader />, { session: sessionState(), plans: [mom], route: '/app' });
    expect(within(screen.getByRole('banner')).getByText(mom.name)).toBeInTheDocument();
    expect(screen.queryByLabelText('Care plan')).not.toBeInTheDocument();
  });

  it('is not named for the demo, which has no circle', () => {
    renderWithApp(<AppHeader />, {
      session: sessionState({ user: { isDemo: true } }),
      plans: [mom],
      route: '/app',
    });
    expect(screen.queryByText(mom.name)).not.toBeInTheDocument();
  });
});

import { Trans, useLingui } from '@lingui/react/macro';
import { CircleUser } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { brand } from '../config/brand';
import { lazyNamed } from '../lib/lazy-named';
import { usePlanParam, withPlan } from '../lib/plan-context';
import { HydrateLater } from '../lib/progressive-hydration';
import { useSession } from '../lib/session';
import { HeaderLinksRow, HeaderMenu } from './app-header-nav';
import { OpenPlanBand } from './app-header-plan-switcher';
import { LoadOnFirstOpen } from './load-on-first-open';
import { Button } from './ui/button';

const AccountMenu = lazyNamed(() => import('./account-menu'), 'AccountMenu');

/**
 * The header of signed-in pages: tagline, the Family page (a circle is not for the demo),
 * community links and user menu (not for the demo); under 640 px the links are behind a Menu
 * button (app-header-nav.tsx). Under its row, the open plan's name, and from 640 px its switcher
 * (app-header-plan-switcher.tsx). Hydrated after the
 * page (record 069): until then its links work as links, and its buttons and the care plan's
 * select look not ready (styles.css), as before any script has run.
 */
export function AppHeader() {
  const { t } = useLingui();
  const { data } = useSession();
  const planId = usePlanParam();
  const user = data?.user;
  const demo = user?.isDemo ?? false;

  return (
    // Relative: the phone menu opens under the header, over the page.
    <header className="relative border-b bg-background">
      <HydrateLater>
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <Link to={withPlan('/app', planId)} className="text-lg font-bold text-primary">
              {brand.name}
            </Link>
            <p className="hidden text-sm text-muted-foreground sm:block">{brand.tagline}</p>
          </div>
          <div className="flex items-center gap-2">
            <nav aria-label={t`Account`} className="hidden flex-wrap items-center gap-2 sm:flex">
              <HeaderLinksRow demo={demo} signedIn={Boolean(user)} />
            </nav>
            {user && <HeaderMenu demo={demo} />}
            {!user && (
              <Button asChild size="sm">
                <Link to="/login">
                  <Trans>Sign In</Trans>
                </Link>
              </Button>
            )}
            {user && !demo && <AccountMenuButton email={user.email} />}
          </div>
        </div>
        {user && !demo && <OpenPlanBand />}
      </HydrateLater>
    </header>
  );
}

/** The account menu's button; the menu's code loads when it is first pointed at or focused. */
function AccountMenuButton({ email }: { email: string }) {
  const { t } = useLingui();
  // Only the first opening, before Radix listens for keys itself, needs telling.
  const [withKeyboard, setWithKeyboard] = useState(false);
  // The name starts with the email the button shows, so saying what is seen presses it
  // (WCAG 2.5.3); on a phone only the icon shows and the name still says what it is.
  const trigger = (
    <Button
      variant="outline"
      size="sm"
      aria-label={t`${email}, Account menu`}
      onKeyDown={(event) => setWithKeyboard(['Enter', ' ', 'ArrowDown'].includes(event.key))}
      onPointerDown={() => setWithKeyboard(false)}
    >
      <CircleUser aria-hidden="true" />
      <span className="hidden max-w-40 truncate sm:inline">{email}</span>
    </Button>
  );
  return (
    <LoadOnFirstOpen load={AccountMenu.load} trigger={trigger} popup="menu">
      {({ open, onOpenChange }) => (
        <AccountMenu
          email={email}
          open={open}
          onOpenChange={(next) => {
            onOpenChange(next);
            if (!next) setWithKeyboard(false);
          }}
          openedWithKeyboard={withKeyboard}
          trigger={trigger}
        />
      )}
    </LoadOnFirstOpen>
  );
}

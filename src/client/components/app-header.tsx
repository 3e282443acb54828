import { CalendarDays, CircleUser, HeartHandshake, MessagesSquare, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { brand } from '../config/brand';
import { lazyNamed } from '../lib/lazy-named';
import { usePlanParam, withPlan } from '../lib/plan-context';
import { HydrateLater } from '../lib/progressive-hydration';
import { useSession } from '../lib/session';
import { PlanSwitcher } from './app-header-plan-switcher';
import { LoadOnFirstOpen } from './load-on-first-open';
import { Button, buttonVariants } from './ui/button';
import { WelcomeVideoButton } from './welcome-video';

const AccountMenu = lazyNamed(() => import('./account-menu'), 'AccountMenu');

/**
 * The header of signed-in pages: tagline, the care plan switcher and the Family page (a circle
 * is not for the demo), community links and user menu (not for the demo). Hydrated after the
 * page (record 069): until then its links work as links, and its buttons and the care plan's
 * select look not ready (styles.css), as before any script has run.
 */
export function AppHeader() {
  const { data } = useSession();
  const planId = usePlanParam();
  const user = data?.user;
  const demo = user?.isDemo ?? false;

  return (
    <header className="border-b bg-background">
      <HydrateLater>
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <Link to={withPlan('/app', planId)} className="text-lg font-bold text-primary">
              {brand.name}
            </Link>
            <p className="hidden text-sm text-muted-foreground sm:block">{brand.tagline}</p>
          </div>
          <nav aria-label="Account" className="flex flex-wrap items-center gap-2">
            {user && !demo && <PlanSwitcher />}
            {user && !demo && (
              <Link
                to={withPlan('/family', planId)}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                <HeartHandshake aria-hidden="true" />
                Family
              </Link>
            )}
            {user && !demo && (
              <Link
                to={withPlan('/calendar', planId)}
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                <CalendarDays aria-hidden="true" />
                Calendar
              </Link>
            )}
            <WelcomeVideoButton />
            {user && (
              <Link to="/community" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                <MessagesSquare aria-hidden="true" />
                Discussions
              </Link>
            )}
            {!demo && (
              <a
                href={brand.links.communityForum}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: 'ghost', size: 'sm' })}
              >
                <Users aria-hidden="true" />
                Community Forum<span className="sr-only"> (opens in a new tab)</span>
              </a>
            )}
            {!user && (
              <Button asChild size="sm">
                <Link to="/login">Sign In</Link>
              </Button>
            )}
            {user && !demo && <AccountMenuButton email={user.email} />}
          </nav>
        </div>
      </HydrateLater>
    </header>
  );
}

/** The account menu's button; the menu's code loads when it is first pointed at or focused. */
function AccountMenuButton({ email }: { email: string }) {
  // Only the first opening, before Radix listens for keys itself, needs telling.
  const [withKeyboard, setWithKeyboard] = useState(false);
  // The name starts with the email the button shows, so saying what is seen presses it
  // (WCAG 2.5.3); on a phone only the icon shows and the name still says what it is.
  const trigger = (
    <Button
      variant="outline"
      size="sm"
      aria-label={`${email}, Account menu`}
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

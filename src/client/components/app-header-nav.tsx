import { Trans, useLingui } from '@lingui/react/macro';
import {
  CalendarDays,
  ClipboardPlus,
  ExternalLink,
  HeartHandshake,
  ListChecks,
  type LucideIcon,
  Menu,
  MessagesSquare,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from '../config/brand';
import { cn } from '../lib/cn';
import { usePlanParam, withPlan } from '../lib/plan-context';
import { PlanChoices } from './app-header-plan-switcher';
import { Button, buttonVariants } from './ui/button';
import { WelcomeVideoButton } from './welcome-video';

// The signed-in header's links (issue 33, item 5): in a row from 640 px, and under it behind a
// Menu button, one per line, so the header is one row on a phone. Both mark the current page.
// The two community links say which is ours: Discussions here, the Community Forum outside.

type HeaderLink = {
  to: string;
  label: string;
  icon: LucideIcon;
  /** The phone menu's second line: what is there. */
  hint: string;
  /** Opens another site, in a new tab. */
  external?: boolean;
};

/**
 * The links a signed-in current user has: the demo has no circle, calendar, care profile (its saves and
 * uploads are refused) or outside forum.
 */
function useHeaderLinks(demo: boolean): HeaderLink[] {
  const { t } = useLingui();
  const planId = usePlanParam();
  const links: (HeaderLink | false)[] = [
    {
      to: withPlan('/app', planId),
      label: t`Checklist`,
      icon: ListChecks,
      hint: t`Your care tasks`,
    },
    !demo && {
      to: withPlan('/family', planId),
      label: t`Family`,
      icon: HeartHandshake,
      hint: t`Who shares the plan`,
    },
    !demo && {
      to: withPlan('/calendar', planId),
      label: t`Calendar`,
      icon: CalendarDays,
      hint: t`Due dates by month`,
    },
    !demo && {
      to: withPlan('/care-profile', planId),
      label: t`Care profile`,
      icon: ClipboardPlus,
      hint: t`Medications, doctors and documents`,
    },
    {
      to: '/community',
      label: t`Discussions`,
      icon: MessagesSquare,
      hint: t`Talk with other members here`,
    },
    !demo && {
      to: brand.links.communityForum,
      label: t`Community Forum`,
      icon: Users,
      hint: t`Our forum on its own site, opens in a new tab`,
      external: true,
    },
  ];
  return links.filter((link): link is HeaderLink => Boolean(link));
}

/** Whether a link is to the page shown now (its path, whatever plan the address names). */
function useIsCurrent() {
  const { pathname } = useLocation();
  return (link: HeaderLink) => !link.external && link.to.split('?')[0] === pathname;
}

function LinkBody({ link, withHint }: { link: HeaderLink; withHint?: boolean }) {
  const Icon = link.icon;
  return (
    <>
      <Icon aria-hidden="true" className="shrink-0" />
      {withHint ? (
        <span className="flex flex-col items-start">
          <span>{link.label}</span>
          <span className="text-xs font-normal text-muted-foreground">{link.hint}</span>
        </span>
      ) : (
        link.label
      )}
      {link.external && <ExternalLink aria-hidden="true" className="size-3.5!" />}
      {link.external && (
        <span className="sr-only">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      )}
    </>
  );
}

function HeaderLinkItem({
  link,
  current,
  className,
  withHint,
}: {
  link: HeaderLink;
  current: boolean;
  className: string;
  withHint?: boolean;
}) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer" className={className}>
        <LinkBody link={link} withHint={withHint} />
      </a>
    );
  }
  return (
    <Link to={link.to} aria-current={current ? 'page' : undefined} className={className}>
      <LinkBody link={link} withHint={withHint} />
    </Link>
  );
}

/** From 640 px: the links in a row, the current page's underlined. */
export function HeaderLinksRow({ demo, signedIn }: { demo: boolean; signedIn: boolean }) {
  const links = useHeaderLinks(demo);
  const isCurrent = useIsCurrent();
  return (
    <>
      {signedIn &&
        links.map((link) => (
          <HeaderLinkItem
            key={link.label}
            link={link}
            current={isCurrent(link)}
            className={cn(
              buttonVariants({ variant: 'ghost', size: 'sm' }),
              isCurrent(link) && 'bg-muted underline decoration-2 underline-offset-8',
            )}
          />
        ))}
      <WelcomeVideoButton />
    </>
  );
}

/**
 * One header a page: a fixed id, not useId, whose value a page rendered on the server keeps from
 * the server while the panel, rendered only in the browser, would get the browser's.
 */
const MENU_ID = 'app-header-menu';

/**
 * Under 640 px: a Menu button that shows the current user's plans (when more than one) and the links,
 * one per line, each with what is there. It closes on a choice, on Escape (focus back on the button)
 * and when the page changes.
 */
export function HeaderMenu({ demo }: { demo: boolean }) {
  const { t } = useLingui();
  const links = useHeaderLinks(demo);
  const isCurrent = useIsCurrent();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();

  // A new page (a link, the plan switcher, Back) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is the trigger.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    // Escape from the button or anywhere in the panel closes it.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the button and links inside.
    <div
      ref={wrapper}
      className="sm:hidden"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        wrapper.current?.querySelector('button')?.focus();
      }}
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen(!open)}
      >
        {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <Trans>Menu</Trans>
      </Button>
      {open && (
        <nav
          id={MENU_ID}
          aria-label={t`Menu`}
          className="absolute inset-x-0 top-full z-40 border-b bg-background px-4 pb-4 shadow-md"
        >
          {!demo && <PlanChoices />}
          <ul className="flex flex-col gap-1 pt-3">
            {links.map((link) => (
              <li key={link.label}>
                <HeaderLinkItem
                  link={link}
                  current={isCurrent(link)}
                  withHint
                  className={cn(
                    'flex min-h-12 items-center gap-3 rounded-md border-l-4 border-transparent px-3 py-2 font-medium hover:bg-muted [&_svg]:size-5',
                    isCurrent(link) && 'border-primary bg-muted',
                  )}
                />
              </li>
            ))}
            <li className="[&_button]:min-h-12 [&_button]:w-full [&_button]:justify-start [&_button]:px-4">
              <WelcomeVideoButton />
            </li>
          </ul>
        </nav>
      )}
    </div>
  );
}

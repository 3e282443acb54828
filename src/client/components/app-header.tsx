import { useQueryClient } from '@tanstack/react-query';
import {
  CalendarDays,
  CircleUser,
  HeartHandshake,
  LogOut,
  Mail,
  MessagesSquare,
  Settings,
  Users,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { brand } from '../config/brand';
import { usePlanParam, withPlan } from '../lib/plan-context';
import { sessionQueryKey, signOut, useSession } from '../lib/session';
import { PlanSwitcher } from './app-header-plan-switcher';
import { Button, buttonVariants } from './ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './ui/dropdown-menu';
import { WelcomeVideoButton } from './welcome-video';

/**
 * The header of signed-in pages: tagline, the care plan switcher and the Family page (a circle
 * is not for the demo), community links and user menu (not for the demo).
 */
export function AppHeader() {
  const { data } = useSession();
  const planId = usePlanParam();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = data?.user;
  const demo = user?.isDemo ?? false;

  const logOut = async () => {
    try {
      await signOut();
      toast.success('Logged out successfully');
      queryClient.setQueryData(sessionQueryKey, null);
      navigate('/login', { replace: true });
    } catch {
      toast.error('Failed to log out');
    }
  };

  return (
    <header className="border-b bg-background">
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
          {user && !demo && (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                {/* The name starts with the email the button shows, so saying what is seen presses it
                    (WCAG 2.5.3); on a phone only the icon shows and the name still says what it is. */}
                <Button variant="outline" size="sm" aria-label={`${user.email}, Account menu`}>
                  <CircleUser aria-hidden="true" />
                  <span className="hidden max-w-40 truncate sm:inline">{user.email}</span>
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuLabel>{user.email}</DropdownMenuLabel>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={() => navigate('/profile')}>
                  <Settings aria-hidden="true" />
                  Profile Settings
                </DropdownMenuItem>
                <DropdownMenuItem asChild>
                  <a href={`mailto:${brand.supportEmail}`}>
                    <Mail aria-hidden="true" />
                    Contact Us
                  </a>
                </DropdownMenuItem>
                <DropdownMenuSeparator />
                <DropdownMenuItem onSelect={logOut}>
                  <LogOut aria-hidden="true" />
                  Log out
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </nav>
      </div>
    </header>
  );
}

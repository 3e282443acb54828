import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList, ScrollText } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AppHeader } from '../../components/app-header';
import { buttonVariants } from '../../components/ui/button';
import { recordView } from '../../lib/record-view';
import { ContentTab } from './components/content-tab';
import { SecurityTab } from './components/security-tab';
import { SettingsTab } from './components/settings-tab';
import { UsersTab } from './components/users-tab';

const tabs = [
  { value: 'users', label: msg`Users`, Panel: UsersTab },
  { value: 'security', label: msg`Security`, Panel: SecurityTab },
  { value: 'content', label: msg`Content`, Panel: ContentTab },
  { value: 'settings', label: msg`Settings`, Panel: SettingsTab },
] as const;
type Tab = (typeof tabs)[number]['value'];

/** /admin: Users, Security, Content and Settings; the server checks every call (decision D2). */
export function AdminPage() {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = tabs.find((entry) => entry.value === requested)?.value ?? 'users';
  const recorded = useRef(false);

  // The ref keeps StrictMode's second effect run from writing a second audit entry.
  useEffect(() => {
    if (recorded.current) return;
    recorded.current = true;
    recordView({ action: 'view_admin_panel' });
  }, []);

  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 sm:py-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h1 className="text-3xl font-bold tracking-tight">
              <Trans>Admin Panel</Trans>
            </h1>
            <p className="text-muted-foreground">
              <Trans>Manage users, security, site content and settings.</Trans>
            </p>
          </div>
          <nav aria-label={t`Admin pages`} className="flex flex-wrap gap-2">
            <Link to="/admin/release-notes" className={buttonVariants({ variant: 'outline' })}>
              <ScrollText aria-hidden="true" />
              <Trans>Release Notes</Trans>
            </Link>
            <Link to="/audit-logs" className={buttonVariants({ variant: 'outline' })}>
              <ClipboardList aria-hidden="true" />
              <Trans>Audit Logs</Trans>
            </Link>
          </nav>
        </div>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setParams(value === 'users' ? {} : { tab: value })}
          className="flex flex-col gap-6"
        >
          <Tabs.List
            aria-label={t`Admin sections`}
            className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 sm:grid-cols-4"
          >
            {tabs.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="min-h-10 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
              >
                {i18n._(label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map(({ value, Panel }) => (
            <Tabs.Content key={value} value={value} className="flex flex-col gap-6">
              {value === tab && <Panel />}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </main>
    </div>
  );
}

import { AppHeader } from '../../components/app-header';
import { useSession } from '../../lib/session';

// The signed-in landing point. The care checklist itself (categories, tasks, progress) is the
// next piece of work; until then this page confirms the account and session are ready.
export function DashboardPage() {
  const { data } = useSession();
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight">Your eldercare dashboard</h1>
        <p className="mt-2 text-muted-foreground">
          Signed in as {data?.user.email}
          {data?.user.subscriptionTier === 'premium' ? ' (Premium)' : ''}.
        </p>
      </main>
    </div>
  );
}

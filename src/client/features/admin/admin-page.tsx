import { AppHeader } from '../../components/app-header';

// Reached only through the admin guard; the panel's tabs come with the admin work.
export function AdminPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
        <h1 className="text-2xl font-bold tracking-tight">Admin Panel</h1>
      </main>
    </div>
  );
}

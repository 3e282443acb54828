import { ShieldCheck } from 'lucide-react';
import { SiteFooter } from '../../components/site-footer';
import { brand } from '../../config/brand';

// A plain front door until the marketing landing page is built.
export function HomePage() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
          <span className="text-lg font-bold text-primary">{brand.name}</span>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center gap-6 px-4 py-16">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">
          Don't Face Eldercare Alone
        </h1>
        <p className="text-lg text-muted-foreground">{brand.tagline}</p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          Built by a former caregiver, for families caring for an elderly parent or relative.
        </p>
      </main>
      <SiteFooter />
    </div>
  );
}

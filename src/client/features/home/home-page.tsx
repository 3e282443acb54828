import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { buttonVariants } from '../../components/ui/button';
import { brand } from '../../config/brand';

// A plain front door until the marketing landing page is built.
export function HomePage() {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4">
          <span className="text-lg font-bold text-primary">{brand.name}</span>
          <Link to="/login" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Log in
          </Link>
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
        <div className="flex flex-wrap gap-3">
          <Link to="/signup" className={buttonVariants({ size: 'lg' })}>
            Create your free account
          </Link>
          <Link
            to="/login?demo=true"
            className={buttonVariants({ variant: 'outline', size: 'lg' })}
          >
            Try the demo
          </Link>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

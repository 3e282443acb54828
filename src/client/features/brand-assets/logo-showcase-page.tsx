import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { buttonVariants } from '../../components/ui/button';
import { logoVariants } from './logo-variants';

export function LogoShowcasePage() {
  const { i18n } = useLingui();
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-8 px-4 py-10">
        <Link to="/" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </Link>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Logo Showcase</Trans>
          </h1>
          <p className="mt-2 text-muted-foreground">
            <Trans>Five styles of one logo, and where each fits.</Trans>
          </p>
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {logoVariants.map(({ id, name, use, Logo }) => (
            <li key={id} className="flex min-w-0 flex-col rounded-lg border bg-card">
              <div className="flex min-h-40 items-center justify-center rounded-t-lg bg-muted/50 p-4 text-center [overflow-wrap:anywhere] sm:p-6">
                <Logo />
              </div>
              <div className="p-5">
                <h2 className="text-xl font-semibold">{i18n._(name)}</h2>
                <p className="text-muted-foreground">{i18n._(use)}</p>
              </div>
            </li>
          ))}
        </ul>
      </main>
      <SiteFooter />
    </div>
  );
}

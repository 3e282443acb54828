import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { brand } from '../../../config/brand';
import { PageLink } from '../../../lib/page-navigation';

type AuthLayoutProps = {
  title: ReactNode;
  /** Shown under the title; pass CardDescription elements. */
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/**
 * The centred card shared by the sign-in and sign-up pages; the card's title is the page's h1.
 * These pages have no site footer, so the language switch (a plain link, working before any
 * script runs: issue 59) sits under the card.
 */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="px-4 py-4">
        <div className="mx-auto flex max-w-md justify-center">
          <PageLink to="/" className="rounded-sm text-xl font-bold text-primary">
            {brand.name}
          </PageLink>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-6 sm:items-center">
        <Card className="w-full max-w-md">
          <CardHeader>
            <CardTitle asChild>
              <h1>{title}</h1>
            </CardTitle>
            {description}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer && <CardFooter>{footer}</CardFooter>}
        </Card>
      </main>
      <footer className="flex justify-center px-4 pb-6 text-sm">
        <LanguageSwitch />
      </footer>
    </div>
  );
}

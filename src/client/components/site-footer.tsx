import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { brand } from '../config/brand';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitcher } from './theme-switcher';

/** The public pages' footer; the landing pages add a Log in link (spec section 2). */
export function SiteFooter({ withLogIn = false }: { withLogIn?: boolean }) {
  const { t } = useLingui();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t`Footer`} className="flex flex-wrap gap-x-4 gap-y-2">
          <Link className="underline-offset-4 hover:underline" to="/terms-of-service">
            <Trans>Terms of Service</Trans>
          </Link>
          <Link className="underline-offset-4 hover:underline" to="/privacy-policy">
            <Trans>Privacy Policy</Trans>
          </Link>
          <a className="underline-offset-4 hover:underline" href={`mailto:${brand.supportEmail}`}>
            <Trans>Contact Us</Trans>
          </a>
          {withLogIn && (
            <Link className="underline-offset-4 hover:underline" to="/login">
              <Trans>Log in</Trans>
            </Link>
          )}
        </nav>
        <LanguageSwitch />
        <ThemeSwitcher />
      </div>
      <p className="pb-6 text-center text-xs text-muted-foreground">
        © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {brand.name}
      </p>
    </footer>
  );
}

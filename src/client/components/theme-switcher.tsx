import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn';
import { useTheme } from '../lib/theme';
import type { Theme } from '../lib/theme-store';

const options: { value: Theme; label: MessageDescriptor; Icon: typeof Sun }[] = [
  { value: 'light', label: msg`Light`, Icon: Sun },
  { value: 'dark', label: msg`Dark`, Icon: Moon },
  { value: 'system', label: msg`System`, Icon: Monitor },
];

/**
 * The choice of colour theme. Its look follows `aria-pressed` alone, and each button names its
 * theme in `data-theme-choice`: on a content page, which carries no React, content-page.ts does
 * what the click handler does here (record 053).
 */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className={cn('inline-flex items-center gap-1 rounded-md border p-1', className)}>
      <legend className="sr-only">
        <Trans>Colour theme</Trans>
      </legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          data-theme-choice={value}
          onClick={() => setTheme(value)}
          className="inline-flex min-h-9 items-center gap-1.5 rounded px-2.5 text-sm not-aria-pressed:hover:bg-muted aria-pressed:bg-secondary aria-pressed:text-secondary-foreground"
        >
          <Icon aria-hidden="true" className="size-4" />
          {i18n._(label)}
        </button>
      ))}
    </fieldset>
  );
}

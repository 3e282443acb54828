import { Monitor, Moon, Sun } from 'lucide-react';
import { cn } from '../lib/cn';
import { type Theme, useTheme } from '../lib/theme';

const options: { value: Theme; label: string; Icon: typeof Sun }[] = [
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
  { value: 'system', label: 'System', Icon: Monitor },
];

export function ThemeSwitcher({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className={cn('inline-flex items-center gap-1 rounded-md border p-1', className)}>
      <legend className="sr-only">Colour theme</legend>
      {options.map(({ value, label, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          onClick={() => setTheme(value)}
          className={cn(
            'inline-flex min-h-9 items-center gap-1.5 rounded px-2.5 text-sm',
            theme === value ? 'bg-secondary text-secondary-foreground' : 'hover:bg-muted',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </button>
      ))}
    </fieldset>
  );
}

import { cn } from '../../../lib/cn';

/**
 * The tick or cross before a line of a list: a character, not an icon, as the landing pages show
 * some twenty of them and each icon would add its SVG to the page's HTML and script.
 */
export function ListMark({ kind }: { kind: 'yes' | 'no' }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full text-xs font-bold',
        kind === 'yes'
          ? 'bg-primary text-primary-foreground'
          : 'bg-destructive text-destructive-foreground',
      )}
    >
      {kind === 'yes' ? '✓' : '✕'}
    </span>
  );
}

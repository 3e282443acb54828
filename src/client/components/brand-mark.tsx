import { cn } from '../lib/cn';

/** The heart of the logo, as in /favicon.svg; decorative beside the product's name. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
    >
      <rect width="32" height="32" rx="7" fill="#4c1d95" />
      <path
        d="M16 25s-8-4.7-8-10.4C8 11.5 10.2 9.5 12.7 9.5c1.5 0 2.6.7 3.3 1.8.7-1.1 1.8-1.8 3.3-1.8 2.5 0 4.7 2 4.7 5.1C24 20.3 16 25 16 25z"
        fill="#fff"
      />
    </svg>
  );
}

import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * tailwind-merge builds its tables at its first call: on a phone, a long task of its own (about
 * 80 ms at 4x CPU throttling). A page that hydrates builds them first, in a task of their own,
 * rather than inside hydration's (records 058, 061).
 */
export async function prepareClassMerge(): Promise<void> {
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  cn('p-0', 'p-1');
}

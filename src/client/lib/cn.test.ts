import { describe, expect, it } from 'vitest';
import { cn, withoutClassMerge } from './cn';

describe('cn', () => {
  it('lets a later Tailwind class override an earlier one', () => {
    expect(cn('px-3 text-sm', false && 'hidden', 'text-base')).toBe('px-3 text-base');
  });

  it('joins without merging inside a hydration, and through the drawings it queued, then merges again', async () => {
    let during = '';
    let queued = '';
    withoutClassMerge(() => {
      during = cn('text-sm', 'text-base');
      // A drawing the hydration's layout effects ask for runs in a microtask queued before the end.
      queueMicrotask(() => {
        queued = cn('p-0', 'p-1');
      });
    });
    expect(during).toBe('text-sm text-base');
    await Promise.resolve();
    expect(queued).toBe('p-0 p-1');
    expect(cn('text-sm', 'text-base')).toBe('text-base');
  });
});

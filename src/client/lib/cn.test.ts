import { describe, expect, it } from 'vitest';
import { cn, withoutClassMerge } from './cn';

describe('cn', () => {
  it('lets a later Tailwind class override an earlier one', () => {
    expect(cn('px-3 text-sm', false && 'hidden', 'text-base')).toBe('px-3 text-base');
  });

  it('joins without merging inside a hydration, and through the drawings it queued, then merges again', async () => {
    let during = '';
    let queued = '';
    const hydrated = withoutClassMerge(async () => {
      during = cn('text-sm', 'text-base');
      // A drawing the hydration asks for, run in a task of its own before the hydration settles.
      await new Promise<void>((resolve) =>
        setTimeout(() => {
          queued = cn('p-0', 'p-1');
          resolve();
        }, 0),
      );
    });
    expect(cn('text-sm', 'text-base'), 'still hydrating').toBe('text-sm text-base');
    await hydrated;
    expect(during).toBe('text-sm text-base');
    expect(queued).toBe('p-0 p-1');
    expect(cn('text-sm', 'text-base')).toBe('text-base');
  });
});

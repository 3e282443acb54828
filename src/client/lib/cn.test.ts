import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later Tailwind class override an earlier one', () => {
    expect(cn('px-3 text-sm', false && 'hidden', 'text-base')).toBe('px-3 text-base');
  });
});

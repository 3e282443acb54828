import { describe, expect, it } from 'vitest';
import { access, declaredAccess } from './access';

// The access a request's matched handlers declare (decision record 081); the answers each route
// gives each caller are checked on the real app by access-matrix.test.ts and sessions.test.ts.

const step = (handler: unknown) => ({ handler });
const plain = step(async () => undefined);

describe('declaredAccess', () => {
  it('is a verified member when no handler declares anything', () => {
    expect(declaredAccess([])).toBe('user');
    expect(declaredAccess([plain, plain])).toBe('user');
  });

  it('is what a handler declares', () => {
    expect(declaredAccess([plain, step(access.public), plain])).toBe('public');
    expect(declaredAccess([step(access.pending), plain])).toBe('pending');
    expect(declaredAccess([step(access.admin)])).toBe('admin');
  });

  it('takes the route’s own declaration over its prefix’s', () => {
    expect(declaredAccess([step(access.admin), step(access.public)])).toBe('public');
    expect(declaredAccess([step(access.public), step(access.admin)])).toBe('admin');
  });
});

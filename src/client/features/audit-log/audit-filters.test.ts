import { describe, expect, it } from 'vitest';
import { noFilters, toAuditQuery, toSearchParams } from './audit-filters';

describe('toAuditQuery', () => {
  it('leaves out what is not set', () => {
    expect(toAuditQuery({ ...noFilters, user: '   ' })).toEqual({
      user: undefined,
      action: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('spans the start day from its first moment to the end day’s last, in local time', () => {
    const query = toAuditQuery({
      user: ' Anna@Example.com ',
      action: 'login',
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    });
    expect(query.user).toBe('Anna@Example.com');
    expect(query.action).toBe('login');
    expect(query.from).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(query.to).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).toISOString());
  });

  it('makes a query string of what is set', () => {
    expect(toSearchParams({ user: 'a&b', action: undefined }, { timeZone: 'Europe/Paris' })).toBe(
      'user=a%26b&timeZone=Europe%2FParis',
    );
  });
});

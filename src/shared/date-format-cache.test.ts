import { describe, expect, it } from 'vitest';
import { dateFormat } from './date-format-cache';

describe('dateFormat', () => {
  it('builds a formatter once for the same locale and options, another for another zone', () => {
    const london = dateFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric' });
    expect(dateFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric' })).toBe(london);
    const york = dateFormat('en-GB', { timeZone: 'America/New_York', day: 'numeric' });
    expect(york).not.toBe(london);
    expect(york.resolvedOptions().timeZone).toBe('America/New_York');
  });

  it('stays bounded: zones in every letter case start it afresh rather than grow it', () => {
    const first = dateFormat('en-GB', { timeZone: 'UTC', year: 'numeric' });
    // 'europe/london', 'Europe/london', ...: the same zone, a new key (about 700 of them).
    for (let n = 0; n < 1400; n++) {
      const name = [...'europe/london']
        .map((letter, index) => ((n >> index) & 1 ? letter.toUpperCase() : letter))
        .join('');
      expect(dateFormat('en-GB', { timeZone: name, year: 'numeric' }).format(0)).toBe('1970');
    }
    expect(dateFormat('en-GB', { timeZone: 'UTC', year: 'numeric' })).not.toBe(first);
  });
});

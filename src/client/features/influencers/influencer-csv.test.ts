import { describe, expect, it } from 'vitest';
import { INFLUENCER_CSV_COLUMNS, influencerCsv } from './influencer-csv';
import { prospects } from './prospects';

describe('the influencer CSV', () => {
  it("has the spec's columns in order and one row per prospect", () => {
    const lines = influencerCsv(prospects).split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Organization","Niche","Email","Phone","Website","Instagram","YouTube","Facebook","LinkedIn","Followers","Notes"',
    );
    expect(INFLUENCER_CSV_COLUMNS).toHaveLength(12);
    expect(lines).toHaveLength(prospects.length + 2);
    expect(lines.at(-1)).toBe('');
  });

  it('quotes commas and quotes, leaves a missing phone empty, and defuses formulas', () => {
    const [, row] = influencerCsv([
      {
        name: '=cmd()',
        organization: 'A, B and "C"',
        niche: 'n',
        email: 'e@x.example',
        website: 'w',
        instagram: 'i',
        youtube: 'y',
        facebook: 'f',
        linkedin: 'l',
        followers: '1K',
        notes: 'line one\nline two',
      },
    ]).split('\r\n');
    expect(row).toBe(
      `"'=cmd()","A, B and ""C""","n","e@x.example","","w","i","y","f","l","1K","line one\nline two"`,
    );
  });

  it('lists 20 prospects, each with every field the spec names', () => {
    expect(prospects).toHaveLength(20);
    for (const prospect of prospects) {
      for (const field of [
        'name',
        'organization',
        'niche',
        'email',
        'website',
        'followers',
        'notes',
      ] as const) {
        expect(prospect[field], `${prospect.name} ${field}`).not.toBe('');
      }
      expect(prospect.email).toMatch(/@[a-z.]+\.example$/);
    }
  });
});

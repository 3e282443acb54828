import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CHANGELOG_PATH } from '../../changelog-path';
import { createTestApp } from '../../test/test-app';
import { parseReleaseNotes } from './release-notes';

const changelog = readFileSync(CHANGELOG_PATH, 'utf8');

describe('parseReleaseNotes', () => {
  it('reads each release with its date, title and changes, newest first', () => {
    const releases = parseReleaseNotes(
      [
        '# Changelog',
        'Intro text.',
        '- not in a release',
        '## Unreleased: Next things',
        '- One',
        '## 2026-11-21: First',
        '- Two',
        '- Three',
        'A stray line.',
      ].join('\n'),
    );
    expect(releases).toEqual([
      { date: null, title: 'Next things', changes: ['One'] },
      { date: '2026-11-21', title: 'First', changes: ['Two', 'Three'] },
    ]);
  });

  it('finds every release of the repository’s changelog, each with changes', () => {
    const releases = parseReleaseNotes(changelog);
    const headings = changelog.split('\n').filter((line) => line.startsWith('## '));
    expect(releases).toHaveLength(headings.length);
    expect(releases.length).toBeGreaterThanOrEqual(3);
    for (const release of releases) expect(release.changes.length).toBeGreaterThan(0);
    const dates = releases.flatMap((release) => (release.date ? [release.date] : []));
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('GET /api/admin/release-notes', () => {
  it('answers the repository’s releases to an admin', async () => {
    const t = await createTestApp();
    try {
      const { api } = await t.signedInAdmin();
      const response = await api.get('/api/admin/release-notes');
      expect(response.status).toBe(200);
      expect(response.json).toEqual(parseReleaseNotes(changelog));
    } finally {
      await t.close();
    }
  });
});

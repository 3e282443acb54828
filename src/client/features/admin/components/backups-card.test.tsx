// The browser's one instance, in US English for every test (test/setup.ts).
import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BackupSummary, SecurityDashboard } from '../../../../shared/schemas/admin';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { renderWithApp } from '../../../test/render-with-app';
import { BackupsCard } from './backups-card';
import { formatAdminDate } from './format-admin-date';
import { formatBytes } from './format-bytes';
import { SecurityTab } from './security-tab';

// The Security tab's Backups card (issue #31, record 051): the last good backup, none yet, an
// overdue warning, the last failure and the schedule, in words for an admin, from the tab's own
// GET /api/admin/security.

const fetchSpy = spyOnApi();

const finishedAt = '2026-11-27T03:00:00.000Z';
const failedAt = '2026-11-28T03:00:05.000Z';
const overdueWords =
  "The last good backup is more than a day old. Check the server's log and the backup folder.";
const noneYetWords = 'No backup yet. The server takes the first one soon after it starts.';
const turnedOffWords = 'Automatic backups are turned off (BACKUP_TIME=off).';

const backups = (overrides: Partial<BackupSummary>): BackupSummary => ({
  lastGood: {
    finishedAt,
    bytes: 1_468_006,
    file: 'planmyeldercare-2026-11-27T03-00-00Z.dump',
  },
  overdue: false,
  lastFailure: null,
  schedule: { time: '03:00', timeZone: 'Europe/London', keep: 7, folder: '/data/backups' },
  ...overrides,
});

function showBackups(summary: BackupSummary, screenToShow = <BackupsCard />) {
  const dashboard: SecurityDashboard = {
    events: [],
    eventsLast24Hours: 0,
    criticalEvents: 0,
    backups: summary,
  };
  fetchSpy().mockImplementation(async (input) =>
    String(input).endsWith('/api/admin/security')
      ? jsonAnswer(200, dashboard)
      : jsonAnswer(200, []),
  );
  renderWithApp(screenToShow);
}

describe('BackupsCard', () => {
  it('shows the last good backup: when, how big, its file, the schedule and how to restore', async () => {
    showBackups(backups({}));
    expect(
      await screen.findByText(`Last backup: ${formatAdminDate(finishedAt, i18n)} · 1.4 MB`),
    ).toBeInTheDocument();
    expect(screen.getByText('planmyeldercare-2026-11-27T03-00-00Z.dump')).toBeInTheDocument();
    expect(
      screen.getByText('Every day at 03:00 (Europe/London), keeping the last 7, in /data/backups'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('To restore a backup, follow "Backups" in the README.'),
    ).toBeInTheDocument();
    // Encrypted (record 084): the admin is told which key to keep, and to keep it apart.
    expect(
      screen.getByText(
        "An encrypted copy of the database, taken automatically by the server. It opens only with the documents' key, which is kept outside it: keep a copy of that key apart from the backups.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Backups' })).toBeInTheDocument();
    expect(screen.queryByText(noneYetWords)).not.toBeInTheDocument();
    expect(screen.queryByText(overdueWords)).not.toBeInTheDocument();
    expect(screen.queryByText(/^The last attempt failed/)).not.toBeInTheDocument();
    expect(screen.queryByText(turnedOffWords)).not.toBeInTheDocument();
  });

  it('says there is no backup yet, and when the first one comes', async () => {
    showBackups(backups({ lastGood: null }));
    expect(await screen.findByText(noneYetWords)).toBeInTheDocument();
    expect(screen.queryByText(/^Last backup:/)).not.toBeInTheDocument();
    expect(screen.queryByText(overdueWords)).not.toBeInTheDocument();
  });

  it('warns in words when the last good backup is overdue', async () => {
    showBackups(backups({ overdue: true }));
    expect(await screen.findByText(overdueWords)).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    // The last good one is still shown, so the admin sees how old it is.
    expect(screen.getByText(/^Last backup: /)).toBeInTheDocument();
  });

  it('warns when there has never been a good backup for too long', async () => {
    showBackups(backups({ lastGood: null, overdue: true }));
    expect(await screen.findByText(overdueWords)).toBeInTheDocument();
    expect(screen.getByText(noneYetWords)).toBeInTheDocument();
  });

  it('says when the last attempt failed and why, the reason as text, never as HTML', async () => {
    const reason = 'pg_dump exited with code 1: <b>disk full</b> <img src=x onerror=alert(1)>';
    showBackups(backups({ overdue: true, lastFailure: { at: failedAt, reason } }));
    expect(
      await screen.findByText(
        `The last attempt failed on ${formatAdminDate(failedAt, i18n)}: ${reason}`,
      ),
    ).toBeInTheDocument();
    expect(document.body.querySelector('b, img')).toBeNull();
  });

  it('says when automatic backups are turned off', async () => {
    showBackups(backups({ schedule: null }));
    expect(await screen.findByText(turnedOffWords)).toBeInTheDocument();
    expect(screen.queryByText(/^Every day at /)).not.toBeInTheDocument();
  });

  it('shows another schedule in its own words', async () => {
    showBackups(
      backups({
        schedule: { time: '01:30', timeZone: 'America/New_York', keep: 14, folder: '/srv/pme' },
      }),
    );
    expect(
      await screen.findByText(
        'Every day at 01:30 (America/New_York), keeping the last 14, in /srv/pme',
      ),
    ).toBeInTheDocument();
  });

  it('is on the Security tab, after the dashboard', async () => {
    showBackups(backups({}), <SecurityTab />);
    const backupsHeading = await screen.findByRole('heading', { name: 'Backups' });
    const dashboardHeading = screen.getByRole('heading', { name: 'Security Dashboard' });
    expect(
      dashboardHeading.compareDocumentPosition(backupsHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await screen.findByText(/^Last backup: /)).toBeInTheDocument();
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [13_824, '14 KB'],
    [1_048_000, '1023 KB'],
    [1_048_575, '1.0 MB'],
    [1_468_006, '1.4 MB'],
    [524_288_000, '500.0 MB'],
    [2_254_857_830, '2.1 GB'],
    [5 * 1024 ** 4, '5120.0 GB'],
  ])('%d bytes reads %s', (bytes, words) => {
    expect(formatBytes(bytes, i18n)).toBe(words);
  });
});

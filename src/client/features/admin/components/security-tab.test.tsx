// The browser's one instance, in US English for every test (test/setup.ts).
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../../shared/format';
import type { SecurityDashboard, SecurityEventView } from '../../../../shared/schemas/admin';
import { createI18n } from '../../../lib/i18n';
import { messages as spanishMessages } from '../../../locales/catalog-es';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { renderWithApp } from '../../../test/render-with-app';
import { formatAdminDate } from './format-admin-date';
import { SecurityTab } from './security-tab';

// The Security tab's events: a caller's repeats are one line that says how often and over how
// long (issue #30, record 039), with the event's own words; an event seen once says nothing more.

const fetchSpy = spyOnApi();

const event = (overrides: Partial<SecurityEventView>): SecurityEventView => ({
  id: 'event-1',
  eventType: 'suspicious_activity',
  description: 'check_admin_access refused: GET /api/admin/users by carer@example.com',
  severity: 'warning',
  ipAddress: '203.0.113.7',
  createdAt: '2026-01-15T09:00:00.000Z',
  count: 1,
  lastAt: '2026-01-15T09:00:00.000Z',
  ...overrides,
});

function showDashboard(events: SecurityEventView[], { inSpanish = false } = {}) {
  const dashboard: SecurityDashboard = {
    events,
    eventsLast24Hours: 302,
    criticalEvents: 0,
    backups: { lastGood: null, overdue: false, lastFailure: null, schedule: null },
  };
  fetchSpy().mockImplementation(async (input) =>
    String(input).endsWith('/api/admin/security')
      ? jsonAnswer(200, dashboard)
      : jsonAnswer(200, []),
  );
  renderWithApp(
    inSpanish ? (
      <I18nProvider i18n={createI18n('es-US', spanishMessages)}>
        <SecurityTab />
      </I18nProvider>
    ) : (
      <SecurityTab />
    ),
  );
}

describe('SecurityTab', () => {
  it('shows a flood as one line: its words, how often and over how long, since when', async () => {
    showDashboard([
      event({ count: 300, lastAt: '2026-01-15T09:00:00.860Z' }),
      event({
        id: 'event-2',
        eventType: 'admin_access',
        description: 'Administrator admin@example.com signed in',
        severity: 'info',
        createdAt: '2026-01-15T08:59:00.000Z',
        lastAt: '2026-01-15T08:59:00.000Z',
      }),
    ]);
    expect(
      await screen.findByText(
        'check_admin_access refused: GET /api/admin/users by carer@example.com',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Happened 300 times in 1 s (first: ${formatAdminDate('2026-01-15T09:00:00.000Z', i18n)})`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Administrator admin@example.com signed in')).toBeInTheDocument();
    expect(screen.getAllByText(/^Happened /)).toHaveLength(1);
  });

  it('says minutes and hours for longer runs', async () => {
    showDashboard([
      event({ count: 12, lastAt: '2026-01-15T09:04:00.000Z' }),
      event({ id: 'event-2', count: 1_500, lastAt: '2026-01-15T12:00:00.000Z' }),
    ]);
    expect(await screen.findByText(/^Happened 12 times in 4 min/)).toBeInTheDocument();
    expect(screen.getByText(/^Happened 1,500 times in 3 h/)).toBeInTheDocument();
  });

  it('is written in Spanish, with Spanish dates, for a Spanish reader', async () => {
    showDashboard([event({ count: 1_500, lastAt: '2026-01-15T12:00:00.000Z' })], {
      inSpanish: true,
    });
    expect(await screen.findByRole('heading', { name: 'Panel de seguridad' })).toBeInTheDocument();
    // Once the dashboard's answer is in.
    expect(await screen.findByText('Eventos en las últimas 24 horas')).toBeInTheDocument();
    expect(screen.getByText('Advertencia')).toBeInTheDocument();
    // The day before the month, 'a.m.': the reader's conventions, in the browser's time zone.
    const first = formatDateTime(new Date('2026-01-15T09:00:00.000Z'), {
      withYear: true,
      locale: 'es-US',
    });
    expect(first).toMatch(/^15 ene 2026, /);
    expect(
      screen.getByText(`Ocurrió 1,500 veces en 3 h (la primera: ${first})`),
    ).toBeInTheDocument();
    expect(screen.getByText('Desde 203.0.113.7')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Limpiar las sesiones vencidas' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Happened|Security Dashboard/)).not.toBeInTheDocument();
  });
});

import { I18nProvider } from '@lingui/react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeletedItem, RecentlyDeleted } from '../../../shared/schemas/recently-deleted';
import { createI18n } from '../../lib/i18n';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { recentlyDeletedQueryKey } from './api/recently-deleted-requests';
import { RecentlyDeletedPage } from './recently-deleted-page';

// 'Recently deleted' (issue 56, record 087): what was deleted, by whom and when, each with
// Restore, which asks the API where the thing lives and takes the row away once it is back.

const fetchSpy = spyOnApi();

const item = (overrides: Partial<DeletedItem> & Pick<DeletedItem, 'kind' | 'id' | 'name'>) => ({
  taskId: null,
  taskTitle: null,
  categoryId: 'healthcare' as const,
  categoryName: 'Healthcare Management',
  steps: null,
  deletedAt: '2026-05-03T10:00:00.000Z',
  deletedBy: 'anna@example.com',
  purgeAt: '2026-06-02T10:00:00.000Z',
  ...overrides,
});

const answer: RecentlyDeleted = {
  planId: 'plan-1',
  days: 30,
  items: [
    item({ kind: 'task', id: 't1', taskId: 't1', name: 'Book the audiology visit', steps: 3 }),
    item({ kind: 'subtask', id: 's1', taskId: 't2', taskTitle: 'Sort the pills', name: 'Tuesday' }),
    item({
      kind: 'document',
      id: 'd1',
      name: 'Referral.pdf',
      categoryId: null,
      categoryName: null,
    }),
  ],
};

function renderPage(role: 'owner' | 'viewer' = 'owner', page = <RecentlyDeletedPage />) {
  return renderWithApp(page, {
    session: sessionState(),
    plans: [planSummary({ role, isDefault: true, timeZone: 'Europe/London' })],
    route: '/recently-deleted',
    queries: [{ queryKey: recentlyDeletedQueryKey('plan-1'), data: answer }],
  });
}

describe('RecentlyDeletedPage', () => {
  it('lists each deleted thing with where it goes back, who deleted it and until when', () => {
    renderPage();
    const rows = within(screen.getByRole('list', { name: 'Deleted tasks, steps and documents' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toContain('Task. In Healthcare Management, with its 3 steps.');
    expect(rows[0]).toContain(
      'Deleted by anna@example.com on May 3, 2026. Kept until Jun 2, 2026.',
    );
    expect(rows[1]).toContain('Step. Of the task “Sort the pills”.');
    expect(rows[2]).toContain('Document. In the care profile’s documents.');
  });

  it('restores a task through its own route and takes its row away', async () => {
    fetchSpy().mockImplementation(async (input) =>
      String(input).includes('/restore')
        ? jsonAnswer(200, {})
        : jsonAnswer(200, { ...answer, items: answer.items.slice(1) }),
    );
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Restore Book the audiology visit' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Restore Book the audiology visit' }),
      ).not.toBeInTheDocument(),
    );
    const [, init] =
      fetchSpy().mock.calls.find(([path]) => path === '/api/tasks/t1/restore?plan=plan-1') ?? [];
    expect(init?.method).toBe('POST');
    expect(screen.getByRole('heading', { level: 1, name: 'Recently deleted' })).toHaveFocus();
    expect(await screen.findByText('“Book the audiology visit” is back')).toBeInTheDocument();
  });

  it('restores a step under its task and a document under its plan', async () => {
    fetchSpy().mockImplementation(async () => jsonAnswer(200, answer));
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Restore Tuesday' }));
    await user.click(screen.getByRole('button', { name: 'Restore Referral.pdf' }));
    const paths = fetchSpy().mock.calls.map(([path]) => String(path));
    expect(paths).toContain('/api/tasks/t2/subtasks/s1/restore?plan=plan-1');
    expect(paths).toContain('/api/plans/plan-1/documents/d1/restore');
  });

  it('is written in Spanish for a Spanish reader, its days in their conventions', () => {
    // Inside the Spanish provider, which wins over the tests' English one (record 100).
    renderPage(
      'owner',
      <I18nProvider i18n={createI18n('es-US', spanishMessages)}>
        <RecentlyDeletedPage />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Eliminado recientemente' }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('list', { name: 'Tareas, pasos y documentos eliminados' }))
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    // The category named in the reader's language by its id, not the server's English name.
    expect(rows[0]).toContain('Tarea. En Gestión de la salud, con sus 3 pasos.');
    expect(rows[0]).toContain(
      'Se eliminó el 3 may 2026 (lo hizo anna@example.com). Se conserva hasta el 2 jun 2026.',
    );
    expect(rows[1]).toContain('Paso. De la tarea “Sort the pills”.');
    expect(rows[2]).toContain('Documento. En los documentos del perfil de cuidado.');
    expect(
      screen.getByRole('button', { name: 'Restaurar Book the audiology visit' }),
    ).toBeInTheDocument();
  });
});

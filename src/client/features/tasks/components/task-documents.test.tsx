import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DocumentList, DocumentSummary } from '../../../../shared/schemas/care';
import type { Task } from '../../../../shared/schemas/tasks';
import { documentsQueryKey } from '../../../lib/plan-requests';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../../test/render-with-app';
import { makeDashboard, makeTask } from '../test/task-fixtures';
import { TaskCard } from './task-card';

// A task card's documents (issue 35): under its notes, read from the plan's one documents query
// once the notes are first shown, each a download link; owners and caregivers attach more.

const fetchSpy = spyOnApi();

const task = makeTask({ id: 'task-1', title: 'Establish Power of Attorney' });

const documents: DocumentList = {
  documents: [
    {
      id: 'doc-1',
      name: 'power-of-attorney.pdf',
      mediaType: 'application/pdf',
      size: 1_572_864,
      taskId: 'task-1',
      uploadedBy: 'carer@example.com',
      uploadedAt: '2026-05-03T09:00:00.000Z',
    },
    {
      id: 'doc-2',
      name: 'insurance-card.jpg',
      mediaType: 'image/jpeg',
      size: 200_000,
      taskId: null,
      uploadedBy: 'carer@example.com',
      uploadedAt: '2026-05-03T09:00:00.000Z',
    },
  ],
  usedBytes: 1_772_864,
  quotaBytes: 100 * 1024 * 1024,
};

/** The server: the plan's documents, with an upload among them once answered, and any view. */
function answering(uploaded?: DocumentSummary) {
  let stored = documents;
  fetchSpy().mockImplementation(async (input, init) => {
    if (String(input) !== '/api/plans/plan-1/documents') return jsonAnswer(200, {});
    if (init?.method !== 'POST' || !uploaded) return jsonAnswer(200, stored);
    stored = { ...stored, documents: [uploaded, ...stored.documents] };
    return jsonAnswer(201, uploaded);
  });
}

/** The requests made for the plan's documents (showing the notes also records a view). */
const documentRequests = () =>
  fetchSpy().mock.calls.filter(([path]) => String(path).includes('/documents'));

function renderCard(
  card: Task,
  { role = 'owner', seeded = true }: { role?: 'owner' | 'viewer'; seeded?: boolean } = {},
) {
  return renderWithApp(<TaskCard task={card} categoryName="Legal" />, {
    session: sessionState(),
    plans: [planSummary({ id: 'plan-1', role })],
    dashboard: makeDashboard([card]),
    route: '/app',
    queries: seeded ? [{ queryKey: documentsQueryKey('plan-1'), data: documents }] : [],
  });
}

describe('a task card’s documents', () => {
  it('lists the documents attached to the task as download links, and offers to attach one', async () => {
    const { user } = renderCard(task);
    await user.click(screen.getByRole('button', { name: 'Show notes' }));
    const section = await screen.findByRole('region', { name: 'Documents' });
    const link = within(section).getByRole('link', {
      name: /^Download ?power-of-attorney\.pdf ?\(1\.5 MB\)$/,
    });
    expect(link).toHaveAttribute('href', '/api/plans/plan-1/documents/doc-1');
    expect(link).toHaveAttribute('download');
    // The plan's own documents, and other tasks', are not this card's.
    expect(within(section).queryByText('insurance-card.jpg')).not.toBeInTheDocument();
    const attach = within(section).getByLabelText(
      /^Attach document ?to “Establish Power of Attorney”$/,
    );
    expect(attach).toHaveAttribute('type', 'file');
    expect(documentRequests()).toEqual([]);
  });

  it('uploads an attached file with the task’s id', async () => {
    const { user } = renderCard(task);
    answering({
      ...(documents.documents[0] as DocumentSummary),
      id: 'doc-3',
      name: 'discharge.pdf',
    });
    await user.click(screen.getByRole('button', { name: 'Show notes' }));
    const attach = await screen.findByLabelText(/^Attach document/);
    await user.upload(attach, new File(['%PDF-1.7'], 'discharge.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(documentRequests()).not.toEqual([]));
    const [path, init] = documentRequests()[0] ?? [];
    expect(path).toBe('/api/plans/plan-1/documents');
    expect((init?.body as FormData | undefined)?.get('taskId')).toBe('task-1');
    expect(await screen.findByText('discharge.pdf uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Download ?discharge\.pdf/ })).toBeInTheDocument();
  });

  it('reads the plan’s documents only once the notes are shown', async () => {
    answering();
    const { user } = renderCard(task, { seeded: false });
    expect(fetchSpy()).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Show notes' }));
    expect(
      await screen.findByRole('link', { name: /^Download ?power-of-attorney\.pdf/ }),
    ).toBeInTheDocument();
    expect(documentRequests().map(([path]) => path)).toEqual(['/api/plans/plan-1/documents']);
  });

  it('gives a viewer the links but nothing to attach', async () => {
    const { user } = renderCard(task, { role: 'viewer' });
    await user.click(screen.getByRole('button', { name: 'Show notes' }));
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(
      within(section).getByRole('link', { name: /^Download ?power-of-attorney\.pdf/ }),
    ).toBeInTheDocument();
    expect(within(section).queryByLabelText(/^Attach document/)).not.toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ID_HEADER, PAGE_ID_PATTERN } from '../../shared/schemas/plan-events';
import { messages as spanishMessages } from '../locales/catalog-es';
import { activateEnglish } from '../test/english-wrapper';
import { ApiError, apiFetch } from './api';
import { activateInBrowser } from './i18n';
import { PAGE_ID } from './page-id';

// The one way the client calls the API: JSON in and out, and a change says which page sent it.

afterEach(() => {
  vi.restoreAllMocks();
  activateEnglish();
});

const answering = (status: number, body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );

describe('apiFetch', () => {
  it('sends a change as JSON with the page id, and a read with neither', async () => {
    const fetch = answering(200, { ok: true });
    await apiFetch('/api/tasks', { method: 'POST', body: { title: 'Call the GP' } });
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/tasks',
      expect.objectContaining({
        method: 'POST',
        headers: { [PAGE_ID_HEADER]: PAGE_ID, 'content-type': 'application/json' },
        body: '{"title":"Call the GP"}',
      }),
    );
    expect(PAGE_ID).toMatch(PAGE_ID_PATTERN);
    await apiFetch('/api/tasks');
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/tasks',
      expect.objectContaining({ method: 'GET', headers: {} }),
    );
  });

  it('sends a file form as it is, with the page id and no content type of its own', async () => {
    const fetch = answering(201, { id: 'doc-1' });
    const form = new FormData();
    form.set('file', new File(['%PDF-1.7'], 'card.pdf', { type: 'application/pdf' }));
    await apiFetch('/api/plans/plan-1/documents', { method: 'POST', body: form });
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/plans/plan-1/documents',
      expect.objectContaining({
        method: 'POST',
        headers: { [PAGE_ID_HEADER]: PAGE_ID },
        body: form,
      }),
    );
  });

  it("turns a refusal into an ApiError with the server's code and words", async () => {
    answering(409, { error: { code: 'plan_limit', message: 'A plan holds at most 1,000 tasks.' } });
    const refused = apiFetch('/api/tasks', { method: 'POST', body: {} });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 409,
      code: 'plan_limit',
      inReaderLanguage: true,
    });
  });

  it("marks a refusal's words still English for a Spanish reader when no rule knows them", async () => {
    activateInBrowser('es-US', spanishMessages);
    answering(409, { error: { code: 'plan_limit', message: 'A plan holds at most 1,000 tasks.' } });
    await expect(apiFetch('/api/tasks', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'A plan holds at most 1,000 tasks.',
      inReaderLanguage: false,
    });
    answering(400, { error: { code: 'bad_request', message: 'Title is required' } });
    await expect(apiFetch('/api/tasks', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'El título es obligatorio',
      inReaderLanguage: true,
    });
  });
});

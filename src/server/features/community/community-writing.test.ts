import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCUSSION_CONTENT_MAX_LENGTH,
  DISCUSSION_TITLE_MAX_LENGTH,
} from '../../../shared/rules/limits';
import type { TopicDetail } from '../../../shared/schemas/community';
import { startDiscussion, topicsOf } from '../../test/community';
import { createTestApp, type TestApp } from '../../test/test-app';

// What a member may write in the community: the spec's messages for a refused post, and posts
// kept exactly as typed, never run as markup (record 033).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('writing in the community', () => {
  it('validates titles and contents with clear messages, and changes nothing', async () => {
    const { api } = await t.signedInUser();
    const before = (await topicsOf(api)).length;
    const cases = [
      [{ title: '', content: 'x' }, 'title', 'Discussion Title is required'],
      [{ title: '   ', content: 'x' }, 'title', 'Discussion Title is required'],
      [{ title: 'Ok', content: '' }, 'content', 'Discussion Content is required'],
      [
        { title: 'x'.repeat(DISCUSSION_TITLE_MAX_LENGTH + 1), content: 'x' },
        'title',
        'Discussion Title must be at most 200 characters',
      ],
      [
        { title: 'Ok', content: 'x'.repeat(DISCUSSION_CONTENT_MAX_LENGTH + 1) },
        'content',
        'Discussion Content must be at most 10,000 characters',
      ],
      [
        { title: 'Nul\u0000', content: 'x' },
        'title',
        'Please remove special control characters from this text',
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await api.post('/api/community/topics', body);
      expect(response.status).toBe(400);
      expect(response.json.error.fields[field]).toBe(message);
    }
    expect((await topicsOf(api)).length).toBe(before);
  });

  it('validates replies with clear messages, and changes nothing', async () => {
    const { api } = await t.signedInUser();
    const id = (await startDiscussion(api, 'Replies to check')).json.id;
    const cases = [
      [{}, 'Reply is required'],
      [{ content: '' }, 'Reply is required'],
      [{ content: ' \n\t ' }, 'Reply is required'],
      [
        { content: 'x'.repeat(DISCUSSION_CONTENT_MAX_LENGTH + 1) },
        'Reply must be at most 10,000 characters',
      ],
      [{ content: 'Bell\u0007' }, 'Please remove special control characters from this text'],
      [{ content: 'Nul\u0000' }, 'Please remove special control characters from this text'],
    ] as const;
    for (const [body, message] of cases) {
      const response = await api.post(`/api/community/topics/${id}/replies`, body);
      expect(response.status).toBe(400);
      expect(response.json.error.fields.content).toBe(message);
    }
    // Line breaks and tabs are what a multi-line reply is made of.
    const kept = await api.post(`/api/community/topics/${id}/replies`, {
      content: 'Step one\n\tStep two',
    });
    expect(kept.status).toBe(201);
    expect(kept.json.replies).toBe(1);
  });

  it('stores script and markup as typed and returns it unchanged, as text', async () => {
    const { api } = await t.signedInUser();
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '"><svg onload=alert(1)>',
      "javascript:alert('x')",
      '<a href="javascript:alert(1)">click</a>',
      '{{constructor.constructor("alert(1)")()}}',
      '\n  <b>bold</b> & <i>"quoted"</i>\t\n\n',
    ];
    for (const payload of payloads) {
      // Titles are one line, trimmed of the spaces around them (a line break or tab in one is
      // refused: text-rules.test.ts); contents and replies are kept exactly as typed.
      const title = payload.trim();
      const created = await startDiscussion(api, `  ${title} `, payload);
      expect(created.status).toBe(201);
      expect(created.json.title).toBe(title);
      const detail: TopicDetail = (await api.get(`/api/community/topics/${created.json.id}`)).json;
      expect(detail.title).toBe(title);
      expect(detail.content).toBe(payload);
      const listed = (await topicsOf(api)).find((topic) => topic.id === created.json.id);
      expect(listed?.title).toBe(title);
      expect(
        (await topicsOf(api, 'mine')).find((topic) => topic.id === created.json.id)?.title,
      ).toBe(title);
      const reply = await api.post(`/api/community/topics/${created.json.id}/replies`, {
        content: payload,
      });
      expect(reply.json.replyList.at(-1).content).toBe(payload);
    }
  });
});

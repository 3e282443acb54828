import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISCUSSION_CONTENT_MAX_LENGTH,
  DISCUSSION_TITLE_MAX_LENGTH,
} from '../../../shared/rules/limits';
import type { TopicDetail, TopicSummary } from '../../../shared/schemas/community';
import { users } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import { codeFrom } from '../../test/smtp-sink';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function premiumMember() {
  const member = await t.signedInUser();
  expect((await member.api.post('/api/account/upgrade')).status).toBe(200);
  return member;
}

const topics = async (api: ApiClient, tab = 'all'): Promise<TopicSummary[]> =>
  (await api.get(`/api/community/topics?tab=${tab}`)).json;

const post = (
  api: ApiClient,
  title: string,
  content = 'What worked for your family?',
  premium = false,
) => api.post('/api/community/topics', { title, content, premium });

describe('the community', () => {
  it('starts with the 5 sample topics; basic members see the 3 that are not premium', async () => {
    const basic = await t.signedInUser();
    const premium = await premiumMember();
    const forBasic = await topics(basic.api);
    const forPremium = await topics(premium.api);
    expect(forPremium.filter((topic) => topic.author.endsWith('.'))).toHaveLength(5);
    expect(forPremium.filter((topic) => topic.isPremium)).toHaveLength(2);
    expect(forBasic.some((topic) => topic.isPremium)).toBe(false);
    expect(forBasic.filter((topic) => topic.author.endsWith('.'))).toHaveLength(3);
  });

  it('never sends a premium topic or its replies to a basic member, whatever the request', async () => {
    const basic = await t.signedInUser();
    const premium = await premiumMember();
    const secret = (await post(premium.api, 'Premium only', 'Members-only advice', true)).json;
    await premium.api.post(`/api/community/topics/${secret.id}/replies`, {
      content: 'Private reply',
    });
    expect((await basic.api.get(`/api/community/topics/${secret.id}`)).status).toBe(404);
    expect(
      (await basic.api.post(`/api/community/topics/${secret.id}/replies`, { content: 'x' })).status,
    ).toBe(404);
    expect((await basic.api.post(`/api/community/topics/${secret.id}/like`)).status).toBe(404);
    expect((await basic.api.request('DELETE', `/api/community/topics/${secret.id}`)).status).toBe(
      404,
    );
    const tab = await basic.api.get('/api/community/topics?tab=premium');
    expect(tab.status).toBe(403);
    expect(JSON.stringify(await topics(basic.api))).not.toContain('Premium only');
    const attempt = await post(basic.api, 'Sneaky', 'Trying the premium tab', true);
    expect(attempt.status).toBe(403);
    expect(
      (await premium.api.get(`/api/community/topics/${secret.id}`)).json.replyList,
    ).toHaveLength(1);
  });

  it('keeps a new discussion: it shows in All Discussions and My Posts with real counts', async () => {
    const author = await t.signedInUser('jane.carer@example.com');
    const other = await t.signedInUser();
    const created = await post(author.api, 'Night-time wandering', 'Mum gets up at 3 a.m.');
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      title: 'Night-time wandering',
      author: 'jane.carer',
      replies: 0,
      participants: 1,
      likes: 0,
      mine: true,
    });
    const id = created.json.id;
    expect((await topics(author.api, 'mine')).map((topic) => topic.id)).toEqual([id]);
    expect((await topics(other.api, 'mine')).map((topic) => topic.id)).not.toContain(id);

    t.clock.advance(60_000);
    const replied = await other.api.post(`/api/community/topics/${id}/replies`, {
      content: 'Door alarms helped us.',
    });
    expect(replied.status).toBe(201);
    t.clock.advance(1000);
    await author.api.post(`/api/community/topics/${id}/replies`, { content: 'Thank you!' });
    for (let i = 0; i < 2; i++) {
      expect((await other.api.post(`/api/community/topics/${id}/like`)).json.likes).toBe(1);
    }
    const detail: TopicDetail = (await author.api.get(`/api/community/topics/${id}`)).json;
    expect(detail).toMatchObject({ replies: 2, participants: 2, likes: 1, likedByMe: false });
    expect(detail.replyList.map((reply) => reply.content)).toEqual([
      'Door alarms helped us.',
      'Thank you!',
    ]);
    expect(detail.lastActive).toBe(t.clock.now().toISOString());
    // The most recently active discussion comes first (the samples carry the real date of the
    // migration, which this test's clock does not reach).
    const members = (await topics(other.api)).filter((topic) => !topic.author.endsWith('.'));
    expect(members[0]?.id).toBe(id);
  });

  it('validates titles and contents with clear messages, and changes nothing', async () => {
    const { api } = await t.signedInUser();
    const before = (await topics(api)).length;
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
    expect((await topics(api)).length).toBe(before);
  });

  it('validates replies with clear messages, and changes nothing', async () => {
    const { api } = await t.signedInUser();
    const id = (await post(api, 'Replies to check')).json.id;
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
      const created = await post(api, payload, payload);
      expect(created.status).toBe(201);
      // Titles are one line, trimmed; contents and replies are kept exactly as typed.
      const title = payload.trim();
      expect(created.json.title).toBe(title);
      const detail: TopicDetail = (await api.get(`/api/community/topics/${created.json.id}`)).json;
      expect(detail.title).toBe(title);
      expect(detail.content).toBe(payload);
      const listed = (await topics(api)).find((topic) => topic.id === created.json.id);
      expect(listed?.title).toBe(title);
      expect((await topics(api, 'mine')).find((topic) => topic.id === created.json.id)?.title).toBe(
        title,
      );
      const reply = await api.post(`/api/community/topics/${created.json.id}/replies`, {
        content: payload,
      });
      expect(reply.json.replyList.at(-1).content).toBe(payload);
    }
  });

  it('lets authors delete their own discussions and admins any; nobody else', async () => {
    const author = await t.signedInUser();
    const stranger = await t.signedInUser();
    const admin = await t.signedInUser();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const first = (await post(author.api, 'Mine to delete')).json.id;
    const second = (await post(author.api, 'Moderated')).json.id;

    const refused = await stranger.api.request('DELETE', `/api/community/topics/${first}`);
    expect(refused.status).toBe(403);
    expect(refused.json.error.message).toBe('You can delete only your own discussions.');
    expect((await author.api.request('DELETE', `/api/community/topics/${first}`)).status).toBe(200);
    expect((await admin.api.request('DELETE', `/api/community/topics/${second}`)).status).toBe(200);
    expect((await author.api.get(`/api/community/topics/${second}`)).status).toBe(404);
  });

  it('lets an admin on the basic plan delete a premium discussion', async () => {
    const premium = await premiumMember();
    const admin = await t.signedInUser();
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email));
    const secret = (await post(premium.api, 'Premium to moderate', 'Spam', true)).json.id;
    expect((await admin.api.request('DELETE', `/api/community/topics/${secret}`)).status).toBe(200);
    expect((await premium.api.get(`/api/community/topics/${secret}`)).status).toBe(404);
    // Reading it still follows the admin's own plan.
    const other = (await post(premium.api, 'Still premium', 'Members only', true)).json.id;
    expect((await admin.api.get(`/api/community/topics/${other}`)).status).toBe(404);
  });

  it('throttles posting and replying per account, with a clear message', async () => {
    const limited = await createTestApp({ env: { THROTTLE_COMMUNITY_POSTS_PER_ACCOUNT: '2' } });
    const { api } = await limited.signedInUser();
    const first = (await post(api, 'One')).json.id;
    expect(
      (await api.post(`/api/community/topics/${first}/replies`, { content: 'Two' })).status,
    ).toBe(201);
    const third = await post(api, 'Three');
    expect(third.status).toBe(429);
    expect(third.json.error.message).toBe(
      'You are posting faster than we allow. Please wait a few minutes and try again.',
    );
    const reply = await api.post(`/api/community/topics/${first}/replies`, { content: 'Four' });
    expect(reply.status).toBe(429);
    expect(reply.json.error.message).toBe(third.json.error.message);
    expect((await api.get(`/api/community/topics/${first}`)).json.replies).toBe(1);
    await limited.close();
  });

  it('is read-only for a demo visitor, and closed to anyone signed out', async () => {
    const demo = t.client();
    await demo.post('/api/auth/demo-sign-in');
    expect((await demo.get('/api/community/topics')).status).toBe(200);
    const refused = await post(demo, 'From the demo');
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('demo_restricted');
    expect((await t.client().get('/api/community/topics')).status).toBe(401);
  });

  it('goes with its author when they delete their account', async () => {
    const { api, email } = await t.signedInUser();
    const other = await t.signedInUser();
    const own = (await post(api, 'Leaving soon')).json.id;
    const theirs = (await post(other.api, 'Staying')).json.id;
    await api.post(`/api/community/topics/${theirs}/replies`, { content: 'Goodbye, all' });
    await api.post(`/api/community/topics/${theirs}/like`);

    // Delete my account as /profile does it: the password, then the code emailed for it.
    expect((await api.post('/api/account/delete/code', { password: TEST_PASSWORD })).status).toBe(
      200,
    );
    const mail = t.deps.mailer.outbox.findLast(
      (message) => message.to === email && /deletion code/.test(message.subject),
    );
    const code = codeFrom(mail?.text ?? '');
    expect((await api.post('/api/account/delete', { password: TEST_PASSWORD, code })).status).toBe(
      200,
    );

    expect((await other.api.get(`/api/community/topics/${own}`)).status).toBe(404);
    const left: TopicDetail = (await other.api.get(`/api/community/topics/${theirs}`)).json;
    expect(left).toMatchObject({ replies: 0, likes: 0, participants: 1, replyList: [] });
    expect(JSON.stringify(await topics(other.api))).not.toContain('Leaving soon');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_NAME_MAX_LENGTH } from '../../../shared/rules/limits';
import { EXAMPLE_TOPIC_AUTHOR, type TopicDetail } from '../../../shared/schemas/community';
import { communityTopics } from '../../db/schema';
import { downloadMyData } from '../../test/account-export';
import type { ApiClient } from '../../test/api-client';
import { startDiscussion, topicsOf } from '../../test/community';
import { createTestApp, type TestApp } from '../../test/test-app';

// Issue #30: the community showed each author's email local part to everyone. Members are shown
// by the display name they choose, or a label that says nothing about them (record 033).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setName = (api: ApiClient, displayName: unknown) =>
  api.request('PATCH', '/api/account/profile', { displayName });

/** Every community answer a reader can get about one discussion: the lists, it and its replies. */
async function everyAnswer(reader: ApiClient, topicId: string) {
  return [
    await topicsOf(reader),
    await topicsOf(reader, 'mine'),
    (await reader.get(`/api/community/topics/${topicId}`)).json,
  ].map((answer) => JSON.stringify(answer));
}

async function authorsOn(reader: ApiClient, topicId: string) {
  const topic: TopicDetail = (await reader.get(`/api/community/topics/${topicId}`)).json;
  const card = (await topicsOf(reader)).find((summary) => summary.id === topicId);
  return {
    topic: topic.author,
    card: card?.author,
    replies: topic.replyList.map((reply) => reply.author),
  };
}

describe("the community's authors", () => {
  it('shows no part of the address of a member who chose no display name', async () => {
    const jane = await t.signedInUser('jane.doe@example.test');
    const other = await t.signedInUser();
    const own = await startDiscussion(jane.api, 'Respite at weekends', 'Who covers Sundays?');
    expect(own.status).toBe(201);
    const theirs = (await startDiscussion(other.api, 'Stair lifts')).json.id;
    const reply = await jane.api.post(`/api/community/topics/${theirs}/replies`, {
      content: 'We rented one first.',
    });
    expect(reply.status).toBe(201);
    await jane.api.post(`/api/community/topics/${own.json.id}/replies`, { content: 'Anyone?' });

    // What the post answered, and everything either of them reads afterwards.
    const answers = [JSON.stringify(own.json), JSON.stringify(reply.json)];
    for (const reader of [jane.api, other.api]) {
      answers.push(...(await everyAnswer(reader, own.json.id)));
      answers.push(...(await everyAnswer(reader, theirs)));
    }
    for (const answer of answers) expect(answer.toLowerCase()).not.toContain('jane.doe');
    expect(await authorsOn(other.api, own.json.id)).toEqual({
      topic: 'Member',
      card: 'Member',
      replies: ['Member'],
    });
    expect((await authorsOn(other.api, theirs)).replies).toEqual(['Member']);
  });

  it("shows the name a member chooses on /profile, on their earlier posts too, and 'Member' again when they clear it", async () => {
    const jane = await t.signedInUser('jane.d@example.test');
    const other = await t.signedInUser();
    const id = (await startDiscussion(jane.api, 'Choosing a care home')).json.id;
    await jane.api.post(`/api/community/topics/${id}/replies`, { content: 'Update: we chose.' });

    const saved = await setName(jane.api, '  Jane D.  ');
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ displayName: 'Jane D.' });
    expect((await jane.api.get('/api/auth/session')).json.user.displayName).toBe('Jane D.');
    expect(await authorsOn(other.api, id)).toEqual({
      topic: 'Jane D.',
      card: 'Jane D.',
      replies: ['Jane D.'],
    });
    expect((await topicsOf(jane.api, 'mine')).map((topic) => topic.author)).toEqual(['Jane D.']);
    // 'Download my data' gives the name back with the rest of the account.
    expect((await downloadMyData(jane.api)).data.account.displayName).toBe('Jane D.');

    expect((await setName(jane.api, '')).json).toEqual({ displayName: null });
    expect((await authorsOn(other.api, id)).topic).toBe('Member');
    expect((await downloadMyData(jane.api)).data.account.displayName).toBeNull();
  });

  it('keeps a display name chosen with a first post, and an empty one changes nothing', async () => {
    const { api } = await t.signedInUser('sam.first@example.test');
    const topic = await api.post('/api/community/topics', {
      title: 'First post',
      content: 'Hello all',
      displayName: '',
    });
    expect(topic.status).toBe(201);
    expect(topic.json.author).toBe('Member');
    expect((await api.get('/api/auth/session')).json.user.displayName).toBeNull();

    const reply = await api.post(`/api/community/topics/${topic.json.id}/replies`, {
      content: 'And a reply',
      displayName: 'Sam',
    });
    expect(reply.status).toBe(201);
    expect(reply.json.author).toBe('Sam');
    expect(reply.json.replyList.map((entry: { author: string }) => entry.author)).toEqual(['Sam']);
    expect((await api.get('/api/auth/session')).json.user.displayName).toBe('Sam');
  });

  it('refuses a display name with control characters, an @ or too many characters, with clear messages', async () => {
    const { api } = await t.signedInUser();
    expect((await setName(api, 'Kept Name')).status).toBe(200);
    const cases = [
      ['Jane\u0007', 'Please remove special control characters from this text'],
      ['Jane\nD.', 'Please remove special control characters from this text'],
      [
        'jane.doe@example.test',
        "Display name can't contain @: choose a name, not an email address",
      ],
      [
        'jane.doe\uFF20example.test',
        "Display name can't contain @: choose a name, not an email address",
      ],
      ['@jane', "Display name can't contain @: choose a name, not an email address"],
      ['x'.repeat(DISPLAY_NAME_MAX_LENGTH + 1), 'Display name must be at most 50 characters'],
    ] as const;
    for (const [displayName, message] of cases) {
      const refused = await setName(api, displayName);
      expect(refused.status).toBe(400);
      expect(refused.json.error.fields.displayName).toBe(message);
    }
    expect((await api.get('/api/auth/session')).json.user.displayName).toBe('Kept Name');

    // A post carrying a refused name is refused whole: nothing is posted.
    const before = (await topicsOf(api, 'mine')).length;
    const post = await api.post('/api/community/topics', {
      title: 'Not posted',
      content: 'x',
      displayName: 'me@example.test',
    });
    expect(post.status).toBe(400);
    expect(post.json.error.fields.displayName).toBe(
      "Display name can't contain @: choose a name, not an email address",
    );
    expect((await topicsOf(api, 'mine')).length).toBe(before);
  });

  it('never shows an address part stored before display names, and shows the samples as the team’s', async () => {
    const { api } = await t.signedInUser('old.poster@example.test');
    const reader = await t.signedInUser();
    const id = (await startDiscussion(api, 'From before')).json.id;
    // What the community stored for a member's topic before display names.
    await t.database.db
      .update(communityTopics)
      .set({ authorName: 'old.poster' })
      .where(eq(communityTopics.id, id));
    expect(JSON.stringify(await everyAnswer(reader.api, id))).not.toContain('old.poster');

    const samples = new Map(
      (await topicsOf(reader.api)).map((topic) => [topic.title, topic.author]),
    );
    expect(samples.get('How did you choose an assisted living facility?')).toBe(
      EXAMPLE_TOPIC_AUTHOR,
    );
    expect(samples.get('Tips for keeping track of medications')).toBe(EXAMPLE_TOPIC_AUTHOR);
  });

  it('is not for the demo, which cannot post', async () => {
    const demo = t.client();
    await demo.post('/api/auth/demo-sign-in');
    const refused = await setName(demo, 'Demo Person');
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('demo_restricted');
  });
});

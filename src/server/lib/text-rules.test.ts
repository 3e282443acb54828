import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneMessage } from '../../shared/rules/phone';
import type { CareProfile } from '../../shared/schemas/care';
import type { Dashboard } from '../../shared/schemas/tasks';
import type { ApiClient } from '../test/api-client';
import { fullProfile, smallPdf, uploadForm } from '../test/care';
import { ownPlanId } from '../test/care-circle';
import { createTestApp, type TestApp } from '../test/test-app';

// Findings 19 (a lone UTF-16 surrogate answered 500) and 23 (text that spoofs with text-direction
// and invisible characters, now refused in everything typed: issue 54) of docs/security.md.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const controlMessage = 'Please remove special control characters from this text';
const hiddenMessage = 'Please remove invisible or text-direction characters from this text';

/** What a member can see of their own things: the plans and the dashboard. */
async function everything(api: ApiClient) {
  return { plans: (await api.get('/api/plans')).json, board: (await api.get('/api/tasks')).json };
}

describe('a lone UTF-16 surrogate half', () => {
  it('is refused with 400 in every text field, and nothing changes', async () => {
    const { api } = await t.signedInUser();
    const before = await everything(api);
    const planId = await ownPlanId(api);
    const task = (before.board as Dashboard).tasks[0];
    const attempts = {
      planName: await api.request('PATCH', `/api/plans/${planId}`, { name: 'Mum \ud800' }),
      subtask: await api.post(`/api/tasks/${task?.id}/subtasks`, { title: 'Pills \udfff' }),
      taskTitle: await api.post('/api/tasks', { title: '\ud83d alone' }),
      notes: await api.request('PATCH', `/api/tasks/${task?.id}`, { notes: 'Dose\n\udc00' }),
      description: await api.post('/api/tasks', { title: 'Ok', description: 'x\ud800y' }),
      topic: await api.post('/api/community/topics', { title: 'Hello', content: 'Hi \ud800' }),
      lead: await t.client().post('/api/leads', { firstName: 'Ann\udfff', email: 'a@example.com' }),
      view: await api.post('/api/audit/views', { action: 'view_task', resourceId: 'a\ud800' }),
    };
    for (const [field, response] of Object.entries(attempts)) {
      expect(response.status, field).toBe(400);
      expect(response.text, field).toContain(controlMessage);
    }
    expect(await everything(api)).toEqual(before);
  });

  it('in a password is refused at sign-up with the same message, and a pair (an emoji) is kept', async () => {
    const refused = await t.client().post('/api/auth/sign-up', {
      email: 'surrogate@example.com',
      password: 'Caregiver#2026\ud800',
      confirmPassword: 'Caregiver#2026\ud800',
      acceptTerms: true,
    });
    expect(refused.status).toBe(400);
    expect(refused.json.error.fields.password).toBe(controlMessage);

    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const renamed = await api.request('PATCH', `/api/plans/${planId}`, { name: 'Mum 👵' });
    expect(renamed.status).toBe(200);
  });
});

describe('text others read (issue 54)', () => {
  // An override, an isolate pair, a zero-width space, a byte-order mark where trimming used to
  // drop it (a task title took it so), a word joiner, a joiner outside an emoji, and a
  // right-to-left mark (alone it swaps '1234 \u200F 5678' to read '5678 1234').
  const spoofs = [
    '\u202E4321 555 020',
    '020 \u2066555\u2069 1234',
    '555\u200B0100',
    '\uFEFF020 555 1234',
    '020\u2060555',
    '02\u200D0 555',
    '1234 \u200F 5678',
  ];

  /** Everything a member has typed and can read back, to show nothing was stored. */
  async function stored(api: ApiClient, planId: string, topicId: string) {
    return {
      ...(await everything(api)),
      profile: (await api.get(`/api/plans/${planId}/care-profile`)).json.profile,
      documents: (await api.get(`/api/plans/${planId}/documents`)).json.documents,
      topic: (await api.get(`/api/community/topics/${topicId}`)).json,
      displayName: (await api.get('/api/auth/session')).json.user.displayName,
    };
  }

  const withProfileField = (field: string, text: string): CareProfile => {
    const profile = fullProfile();
    const [medication, contact] = [profile.medications[0], profile.contacts[0]];
    if (!medication || !contact) throw new Error('the full profile lists medications and contacts');
    if (field === 'medications.0.dose') medication.dose = text;
    else if (field === 'contacts.0.phone') contact.phone = text;
    else if (field === 'contacts.0.address') contact.address = text;
    else Object.assign(profile, { [field]: text });
    return profile;
  };

  it('is refused in every kind of field with 400 naming the field, and nothing is stored', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const saved = await api.request('PUT', `/api/plans/${planId}/care-profile`, {
      version: 0,
      profile: fullProfile(),
    });
    expect(saved.status).toBe(200);
    const topic = await api.post('/api/community/topics', { title: 'Hello', content: 'Hi' });
    expect(topic.status).toBe(201);
    const before = await stored(api, planId, topic.json.id);
    const task = (before.board as Dashboard).tasks[0];
    const profilePath = `/api/plans/${planId}/care-profile`;
    const saveProfile = (field: string, text: string) =>
      api.request('PUT', profilePath, { version: 1, profile: withProfileField(field, text) });

    for (const text of spoofs) {
      const attempts: [string, string, Awaited<ReturnType<ApiClient['request']>>][] = [
        ['care profile name', 'profile.fullName', await saveProfile('fullName', text)],
        ['dose', 'profile.medications.0.dose', await saveProfile('medications.0.dose', text)],
        ['phone', 'profile.contacts.0.phone', await saveProfile('contacts.0.phone', text)],
        ['address', 'profile.contacts.0.address', await saveProfile('contacts.0.address', text)],
        [
          'member number',
          'profile.insuranceMemberNumber',
          await saveProfile('insuranceMemberNumber', text),
        ],
        ['profile notes', 'profile.notes', await saveProfile('notes', text)],
        ['task title', 'title', await api.post('/api/tasks', { title: text })],
        [
          'renamed task',
          'title',
          await api.request('PATCH', `/api/tasks/${task?.id}`, { title: text }),
        ],
        [
          'description',
          'description',
          await api.post('/api/tasks', { title: 'Ok', description: text }),
        ],
        [
          'task notes',
          'notes',
          await api.request('PATCH', `/api/tasks/${task?.id}`, { notes: text }),
        ],
        ['subtask', 'title', await api.post(`/api/tasks/${task?.id}/subtasks`, { title: text })],
        ['plan name', 'name', await api.request('PATCH', `/api/plans/${planId}`, { name: text })],
        ['new plan', 'name', await api.post('/api/plans', { name: text })],
        [
          'topic title',
          'title',
          await api.post('/api/community/topics', { title: text, content: 'Hi' }),
        ],
        [
          'post',
          'content',
          await api.post('/api/community/topics', { title: 'Hi', content: text }),
        ],
        [
          'reply',
          'content',
          await api.post(`/api/community/topics/${topic.json.id}/replies`, { content: text }),
        ],
        [
          'display name',
          'displayName',
          await api.request('PATCH', '/api/account/profile', { displayName: text }),
        ],
        [
          'document name',
          'file',
          await api.request(
            'POST',
            `/api/plans/${planId}/documents`,
            // Inside the name: the form's parser (undici's) itself drops a byte-order mark
            // that starts a file's name, so no such name reaches us.
            uploadForm(smallPdf(), `Scan ${text}.pdf`),
          ),
        ],
      ];
      for (const [what, field, response] of attempts) {
        const named = `${what} ${JSON.stringify(text)}`;
        expect(response.status, named).toBe(400);
        expect(response.json.error.fields, named).toEqual({ [field]: hiddenMessage });
      }
    }
    expect(await stored(api, planId, topic.json.id)).toEqual(before);
  });

  it('keeps right-to-left writing, Persian’s non-joiner, emoji sequences and flags', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const writing = {
      arabic: 'أبيكسابان ٥ ملغ مرتين يوميا',
      hebrew: 'אפיקסבן 5 מ"ג פעמיים ביום',
      persian: 'می\u200Cخواهم با پزشک صحبت کنم',
      family:
        'Family 👨\u200D👩\u200D👧 and 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
    };
    const profile = fullProfile();
    const [medication, contact] = [profile.medications[0], profile.contacts[0]];
    if (!medication || !contact) throw new Error('the full profile lists medications and contacts');
    medication.dose = writing.arabic;
    contact.name = writing.hebrew;
    profile.notes = `${writing.persian}\n${writing.family}`;
    const saved = await api.request('PUT', `/api/plans/${planId}/care-profile`, {
      version: 0,
      profile,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.profile).toEqual(profile);

    for (const text of Object.values(writing)) {
      const task = await api.post('/api/tasks', { title: text, notes: text, description: text });
      expect(task.status, text).toBe(201);
      expect(task.json.task).toMatchObject({ title: text, notes: text, description: text });
      const renamed = await api.request('PATCH', `/api/plans/${planId}`, { name: text });
      expect(renamed.status, text).toBe(200);
      const post = await api.post('/api/community/topics', { title: text, content: text });
      expect(post.status, text).toBe(201);
    }
    const named = await api.request('PATCH', '/api/account/profile', {
      displayName: writing.persian,
    });
    expect(named.json).toEqual({ displayName: writing.persian });
    const document = await api.request(
      'POST',
      `/api/plans/${planId}/documents`,
      uploadForm(smallPdf(), 'وكالة.pdf'),
    );
    expect(document.status).toBe(201);
    expect(document.json.name).toBe('وكالة.pdf');
  });
});

describe('a phone number in the care profile (issue 54)', () => {
  it('holds only what a phone number is made of, refused in plain words naming the field', async () => {
    const { api } = await t.signedInUser();
    const planId = await ownPlanId(api);
    const path = `/api/plans/${planId}/care-profile`;
    const withPhone = (phone: string) => {
      const profile = fullProfile();
      const contact = profile.contacts[0];
      if (contact) contact.phone = phone;
      return profile;
    };
    for (const phone of ['1-800-FLOWERS', '555 0100 *21#', '44 + 20 7946 0010', '٠٢٠ ٥٥٥']) {
      const refused = await api.request('PUT', path, { version: 0, profile: withPhone(phone) });
      expect(refused.status, phone).toBe(400);
      expect(refused.json.error.fields, phone).toEqual({
        'profile.contacts.0.phone': phoneMessage,
      });
    }
    expect((await api.get(path)).json.version).toBe(0);

    const saved = await api.request('PUT', path, {
      version: 0,
      profile: withPhone('+1 (555) 010-7788 ext. 12'),
    });
    expect(saved.status).toBe(200);
    expect(saved.json.profile.contacts[0].phone).toBe('+1 (555) 010-7788 ext. 12');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_PROFILE_LIMITS } from '../../../shared/rules/care-limits';
import { careMessages } from '../../../shared/rules/care-profile';
import { emptyCareProfile } from '../../../shared/schemas/care';
import { auditLogs } from '../../db/schema';
import { fullProfile } from '../../test/care';
import { addMember, type Member } from '../../test/care-circle';
import { createTestApp, type TestApp } from '../../test/test-app';

// A plan's care profile (issue 35): read by members, saved whole by caregivers and owners over
// the version they edited, each save audited by the fields it changed and never their words.

let t: TestApp;
let owner: Member;
let caregiver: Member;
let planId: string;
const profilePath = () => `/api/plans/${planId}/care-profile`;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signedInUser();
  caregiver = await t.signedInUser();
  planId = await addMember(t, owner, caregiver, 'caregiver');
});
afterAll(() => t.close());

describe('a care profile', () => {
  it('starts empty, at version 0, read as of now in the plan’s zone (UTC until it has one)', async () => {
    const answer = await owner.api.get(profilePath());
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      planId,
      planName: expect.any(String),
      role: 'owner',
      version: 0,
      profile: emptyCareProfile,
      updatedAt: null,
      updatedBy: null,
      readAt: t.clock.now().toISOString(),
      timeZone: 'UTC',
    });
  });

  it('is saved whole by a caregiver, read back as saved, and names who saved it', async () => {
    const saved = await caregiver.api.request('PUT', profilePath(), {
      version: 0,
      profile: fullProfile(),
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ version: 1, role: 'caregiver', updatedBy: caregiver.email });
    const read = await owner.api.get(profilePath());
    expect(read.json.profile).toEqual(fullProfile());
    expect(read.json).toMatchObject({ version: 1, updatedBy: caregiver.email, role: 'owner' });
    expect(read.json.profile.medications.map((m: { name: string }) => m.name)).toEqual(
      fullProfile().medications.map((m) => m.name),
    );
  });

  it('refuses a save over an older version with the profile as stored, and changes nothing', async () => {
    const before = await owner.api.get(profilePath());
    const stale = await owner.api.request('PUT', profilePath(), {
      version: before.json.version - 1,
      profile: { ...fullProfile(), allergies: 'None known' },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.error).toMatchObject({
      code: 'edit_conflict',
      message: 'Someone else changed this care profile while you were editing it.',
      careProfile: { version: before.json.version, profile: fullProfile() },
    });
    expect((await owner.api.get(profilePath())).json.profile).toEqual(fullProfile());
  });

  it('audits the fields a save changed, never what they hold, and keeps health words out of the log', async () => {
    const current = await owner.api.get(profilePath());
    const profile = {
      ...fullProfile(),
      allergies: 'Latex (hives)',
      medications: fullProfile().medications.slice(1),
    };
    const saved = await owner.api.request('PUT', profilePath(), {
      version: current.json.version,
      profile,
    });
    expect(saved.status).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.planId, planId), eq(auditLogs.action, 'update_care_profile')));
    const last = entries.at(-1);
    expect(last).toMatchObject({
      userEmail: owner.email,
      resourceType: 'care_profile',
      resourceId: planId,
      details: { fields: ['allergies', 'medications'] },
    });
    const written = JSON.stringify(entries) + t.logs.join('');
    for (const words of ['Latex', 'Penicillin', 'Apixaban', 'Atrial fibrillation']) {
      expect(written).not.toContain(words);
    }
  });

  it('saves nothing, and writes no entry, when nothing changed', async () => {
    const current = await owner.api.get(profilePath());
    const again = await owner.api.request('PUT', profilePath(), {
      version: current.json.version,
      profile: current.json.profile,
    });
    expect(again.status).toBe(200);
    expect(again.json.version).toBe(current.json.version);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const current = await owner.api.get(profilePath());
    const attempts = [
      [{ ...fullProfile(), allergies: 'Nuts\u0007' }, 'Please remove special control characters'],
      [{ ...fullProfile(), dateOfBirth: '2999-01-01' }, careMessages.dateOfBirthInvalid],
      [{ ...fullProfile(), dateOfBirth: '1941-02-30' }, careMessages.dateOfBirthInvalid],
      [
        {
          ...fullProfile(),
          medications: Array.from({ length: CARE_PROFILE_LIMITS.medications + 1 }, () => ({
            ...fullProfile().medications[0],
          })),
        },
        careMessages.tooManyMedications,
      ],
      [
        { ...fullProfile(), notes: 'x'.repeat(CARE_PROFILE_LIMITS.notesLength + 1) },
        'Notes must be at most 5,000 characters',
      ],
      [
        { ...fullProfile(), contacts: [{ role: 'GP', name: ' ', phone: '', address: '' }] },
        careMessages.contactNameRequired,
      ],
    ] as const;
    for (const [profile, message] of attempts) {
      const refused = await owner.api.request('PUT', profilePath(), {
        version: current.json.version,
        profile,
      });
      expect(refused.status, message).toBe(400);
      expect(refused.json.error.message).toContain(message);
    }
    const after = await owner.api.get(profilePath());
    expect(after.json.version).toBe(current.json.version);
    expect(after.json.profile).toEqual(current.json.profile);
  });

  it('is refused to a stranger as if the plan did not exist', async () => {
    const stranger = await t.signedInUser();
    const read = await stranger.api.get(profilePath());
    expect(read.status).toBe(404);
    const write = await stranger.api.request('PUT', profilePath(), {
      version: 0,
      profile: emptyCareProfile,
    });
    expect(write.status).toBe(404);
  });
});

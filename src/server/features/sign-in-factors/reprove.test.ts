import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPROOF_WINDOW_MINUTES } from '../../../shared/rules/sign-in-factors';
import { findUserByEmail } from '../../auth/find-user';
import { hasRecentProof } from '../../auth/recent-proof';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { claimRecoveryCode, issueRecoveryCodes, recoveryCodesLeft } from './recovery-codes';

// Proving it is you again (recent-proof.ts) and the recovery codes' store (recovery-codes.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WINDOW_MS = REPROOF_WINDOW_MINUTES * 60_000;

describe('a recent proof', () => {
  it('is the two-factor step or a re-proof within the window, and no older', () => {
    const verifiedAt = new Date('2026-01-15T09:00:00Z');
    const at = (ms: number) => new Date(verifiedAt.getTime() + ms);
    expect(hasRecentProof({ mfaVerifiedAt: verifiedAt, reprovedAt: null }, at(WINDOW_MS))).toBe(
      true,
    );
    expect(hasRecentProof({ mfaVerifiedAt: verifiedAt, reprovedAt: null }, at(WINDOW_MS + 1))).toBe(
      false,
    );
    expect(
      hasRecentProof({ mfaVerifiedAt: verifiedAt, reprovedAt: at(WINDOW_MS) }, at(WINDOW_MS + 1)),
    ).toBe(true);
    expect(hasRecentProof({ mfaVerifiedAt: null, reprovedAt: null }, at(0))).toBe(false);
  });
});

describe('POST /api/reprove/password', () => {
  it('accepts the right password and refuses a wrong one with the spec words on the field', async () => {
    const { api } = await t.signedInUser();
    const wrong = await api.post('/api/reprove/password', { password: 'Not#MyPassword1' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.fields.password).toBe('Current password is incorrect');
    const right = await api.post('/api/reprove/password', { password: TEST_PASSWORD });
    expect(right.status).toBe(200);
  });

  it('refuses the demo', async () => {
    const api = t.client();
    await api.post('/api/auth/demo-sign-in');
    const demo = await api.post('/api/reprove/password', { password: 'anything#1A' });
    expect(demo.status).toBe(403);
    expect(demo.json.error.code).toBe('demo_restricted');
  });
});

describe('recovery codes', () => {
  it('are issued ten at a time, each used once, whatever its case and dashes', async () => {
    const { email } = await t.signedInUser();
    const user = await findUserByEmail(t.database.db, email);
    if (!user) throw new Error('no user');
    const db = t.database.db;
    const now = t.clock.now();
    const codes = await issueRecoveryCodes(db, t.deps.authSecret, { userId: user.id, now });
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(await recoveryCodesLeft(db, user.id)).toBe(10);

    const first = codes[0] ?? '';
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    const claim = { userId: user.id, code: typed, now };
    expect(await claimRecoveryCode(db, t.deps.authSecret, claim)).toBe(true);
    expect(await claimRecoveryCode(db, t.deps.authSecret, claim)).toBe(false);
    expect(await recoveryCodesLeft(db, user.id)).toBe(9);
    expect(await claimRecoveryCode(db, t.deps.authSecret, { ...claim, code: 'aaaaa-aaaaa' })).toBe(
      false,
    );

    // A new set replaces the old: the old codes no longer work.
    await issueRecoveryCodes(db, t.deps.authSecret, { userId: user.id, now });
    expect(await claimRecoveryCode(db, t.deps.authSecret, { ...claim, code: codes[1] ?? '' })).toBe(
      false,
    );
    expect(await recoveryCodesLeft(db, user.id)).toBe(10);
  });
});

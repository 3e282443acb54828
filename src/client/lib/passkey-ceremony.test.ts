import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonAnswer, spyOnApi } from '../test/api-answers';

// The device stands in for a phone's fingerprint reader: it answers every request at once, as a
// person who picks the suggestion and presses the button together.
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: vi.fn(async () => ({ id: 'credential', type: 'public-key' })),
  startRegistration: vi.fn(),
  WebAuthnAbortService: { cancelCeremony: vi.fn() },
}));

const fetchSpy = spyOnApi();
const session = { user: { id: 'u1' }, session: { id: 's1' } };

beforeEach(() => {
  vi.resetModules();
});

const signInPosts = () =>
  fetchSpy().mock.calls.filter(([url]) => String(url) === '/api/passkeys/sign-in');

describe('signInWithPasskey', () => {
  it('sends one sign-in when the suggestion and the button are both answered', async () => {
    fetchSpy().mockImplementation(async (url) =>
      String(url).endsWith('/options')
        ? jsonAnswer(200, { challenge: 'c' })
        : jsonAnswer(200, session),
    );
    const { signInWithPasskey } = await import('./passkey-ceremony');
    const [byAutofill, byButton] = await Promise.all([
      signInWithPasskey({ adminLogin: false, autofill: true }),
      signInWithPasskey({ adminLogin: false }),
    ]);
    expect(signInPosts()).toHaveLength(1);
    expect(byAutofill).toEqual(session);
    expect(byButton).toEqual(session);
  });

  it('after a refusal, the next try is sent again', async () => {
    let refuse = true;
    fetchSpy().mockImplementation(async (url) => {
      if (String(url).endsWith('/options')) return jsonAnswer(200, { challenge: 'c' });
      if (!refuse) return jsonAnswer(200, session);
      refuse = false;
      return jsonAnswer(401, { error: { code: 'passkey_not_recognised', message: 'No' } });
    });
    const { signInWithPasskey } = await import('./passkey-ceremony');
    await expect(signInWithPasskey({ adminLogin: false })).rejects.toThrow();
    await expect(signInWithPasskey({ adminLogin: false })).resolves.toEqual(session);
    expect(signInPosts()).toHaveLength(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { SessionUser } from '../../../shared/schemas/auth';
import type { PlanFate } from '../../../shared/schemas/plans';
import type { PasskeySummary, SignInWays } from '../../../shared/schemas/sign-in-factors';
import { brand } from '../../config/brand';
import { recordView } from '../../lib/record-view';
import { jsonAnswer } from '../../test/api-answers';
import { describedText, renderWithApp, sessionState } from '../../test/render-with-app';
import { deletionEffectsQueryKey, emailPreferencesQueryKey } from './api/account-requests';
import { passkeysQuery } from './api/passkey-requests';
import { signInWaysQueryKey } from './api/sign-in-factor-requests';
import { ProfilePage } from './profile-page';

// The audit call is checked by what the page asks for, not by faking the API behind it.
vi.mock('../../lib/record-view', () => ({ recordView: vi.fn() }));

// Only what happens before a request: validation must stop the dialog from calling the API.
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchSpy.mockRestore();
  vi.mocked(HTMLAnchorElement.prototype.click).mockRestore?.();
  vi.mocked(recordView).mockClear();
});

/** Deleting the account: the shared plan passes to the caregiver, the solo one goes. */
const deletionEffects: PlanFate[] = [
  {
    planId: 'plan-1',
    planName: 'Mum',
    fate: 'passed',
    successor: { userId: 'user-2', email: 'anna@example.com', name: 'Anna Lee' },
    premiumEnds: false,
    staying: [
      { userId: 'user-2', email: 'anna@example.com', role: 'owner' },
      { userId: 'user-3', email: 'ben@example.com', role: 'viewer' },
    ],
  },
  { planId: 'plan-2', planName: 'Care plan', fate: 'deleted', premiumEnds: false, staying: [] },
];

const noAppWays = { app: false, recoveryCodesLeft: 0, passkeys: 0 };

function renderProfilePage(
  user: Partial<SessionUser> = {},
  effects = deletionEffects,
  ways: SignInWays = noAppWays,
  passkeys: PasskeySummary[] = [],
) {
  return renderWithApp(<ProfilePage />, {
    session: sessionState({ user }),
    route: '/profile',
    // The 'Email reminders' card's settings, so the page asks the server for nothing at first.
    queries: [
      { queryKey: emailPreferencesQueryKey, data: { reminderEmails: true, weeklyDigest: false } },
      { queryKey: deletionEffectsQueryKey, data: effects },
      // 'Ways to sign in', as the server renders the page with it.
      { queryKey: signInWaysQueryKey, data: ways },
      { queryKey: passkeysQuery.queryKey, data: passkeys },
    ],
  }).user;
}

/** The names of the files the page saves (jsdom has no object URLs and saves nothing). */
function savedFiles(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = () => 'blob:saved';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

const videoCourseLink = () => screen.queryByRole('link', { name: /Unlock The Video Course/ });

async function openResetDialog(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
  return screen.findByRole('dialog', { name: 'Reset Password' });
}

describe('ProfilePage', () => {
  it('says in words which ways to sign in the person has, and offers to set up an app', () => {
    renderProfilePage();
    const ways = screen.getByRole('region', { name: 'Ways to sign in' });
    expect(ways).toHaveTextContent('Your password, then a code we email you: always.');
    expect(ways).toHaveTextContent('Passkeys: none.');
    expect(ways).toHaveTextContent('Authenticator app: off.');
    expect(ways).not.toHaveTextContent('Recovery codes');
    expect(within(ways).getByRole('button', { name: 'Set up an authenticator app' })).toBeVisible();
  });

  it('says the app is on, how many recovery codes are left, and warns when few are', () => {
    renderProfilePage({}, deletionEffects, { app: true, recoveryCodesLeft: 2, passkeys: 1 });
    const ways = screen.getByRole('region', { name: 'Ways to sign in' });
    expect(ways).toHaveTextContent('Passkeys: 1 passkey.');
    expect(ways).toHaveTextContent('Authenticator app: on.');
    expect(ways).toHaveTextContent('Recovery codes: 2 codes left. Make new codes soon');
    expect(within(ways).getByRole('button', { name: 'Remove authenticator app' })).toBeVisible();
    expect(within(ways).getByRole('button', { name: 'Make new recovery codes' })).toBeVisible();
  });

  it('says what a passkey is, lists them with when each was last used, and offers to add one', () => {
    // jsdom has no WebAuthn; this browser has.
    vi.stubGlobal('PublicKeyCredential', class {});
    renderProfilePage({}, deletionEffects, noAppWays, [
      {
        id: 'passkey-1',
        name: 'my phone',
        createdAt: '2026-01-10T12:00:00Z',
        lastUsedAt: '2026-01-15T12:00:00Z',
        backedUp: true,
      },
      {
        id: 'passkey-2',
        name: 'kitchen tablet',
        createdAt: '2026-01-11T12:00:00Z',
        lastUsedAt: null,
        backedUp: false,
      },
    ]);
    expect(
      screen.getByText(/Sign in with your fingerprint, face or phone screen lock instead/),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your passkeys' });
    const [phone, tablet] = within(list).getAllByRole('listitem');
    expect(phone).toHaveTextContent(/my phone.*Last used January 15, 2026.*Backed up/);
    expect(tablet).toHaveTextContent(/kitchen tablet.*Last used not yet/);
    expect(within(list).getByRole('button', { name: 'Remove my phone' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Rename kitchen tablet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('says so where this browser cannot make passkeys', () => {
    renderProfilePage();
    expect(screen.getByText(/This browser cannot make passkeys/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('offers the demo no passkey', () => {
    renderProfilePage({ isDemo: true });
    expect(screen.getByText(/The demo cannot add passkeys/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
  });

  it('shows the account of a basic user and records the view once', () => {
    renderProfilePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/app');
    expect(screen.getAllByText('carer@example.com').length).toBeGreaterThan(0);
    expect(screen.getByText('April 16, 2025')).toBeInTheDocument();
    expect(screen.getByText('Basic')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    // The community's name for the user (display-name-card.test.tsx has its behaviour).
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('');
    expect(recordView).toHaveBeenCalledTimes(1);
    expect(recordView).toHaveBeenCalledWith({ action: 'view_profile' });
  });

  it('offers the video course to a basic user in a new tab', () => {
    renderProfilePage();
    const link = videoCourseLink();
    expect(link).toHaveAttribute('href', brand.links.videoCourse);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName('Unlock The Video Course (opens in a new tab)');
  });

  it('shows the Premium badge and no video course offer to a premium user', () => {
    renderProfilePage({ subscriptionTier: 'premium' });
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.queryByText('Basic')).not.toBeInTheDocument();
    expect(videoCourseLink()).not.toBeInTheDocument();
  });

  it("says 'N/A' for a missing date", () => {
    renderProfilePage({ createdAt: '' });
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it("says 'Invalid date' for an unreadable date", () => {
    renderProfilePage({ createdAt: 'yesterday-ish' });
    expect(screen.getByText('Invalid date')).toBeInTheDocument();
  });

  it('hides Reset Password for the demo account and says why', () => {
    renderProfilePage({ isDemo: true });
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
    expect(screen.getByText(/The demo account's password can't be changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your own account' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('opens the invitation to the plan the current user owns', async () => {
    const user = renderProfilePage();
    await user.click(screen.getByRole('button', { name: 'Invite Family Member' }));
    expect(await screen.findByRole('dialog', { name: 'Invite Family Member' })).toBeVisible();
  });

  it('offers no invitation to the demo account', () => {
    renderProfilePage({ isDemo: true });
    expect(screen.queryByRole('button', { name: 'Invite Family Member' })).not.toBeInTheDocument();
  });

  it('opens the reset dialog with the first password box focused', async () => {
    const user = renderProfilePage();
    const dialog = await openResetDialog(user);
    expect(within(dialog).getByLabelText('Current Password')).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Update Password' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toHaveFocus();
  });

  it('says a short password is too short and sends nothing', async () => {
    const user = renderProfilePage();
    const dialog = await openResetDialog(user);
    await user.type(within(dialog).getByLabelText('Current Password'), 'Caring4Mum!');
    const password = within(dialog).getByLabelText('New Password');
    await user.type(password, 'Ab1!');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'Ab1!');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

    expect(
      await within(dialog).findByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(password)).toContain('Password must be at least 8 characters');
    expect(password).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says the passwords don't match and sends nothing", async () => {
    const user = renderProfilePage();
    const dialog = await openResetDialog(user);
    await user.type(within(dialog).getByLabelText('Current Password'), 'Old#Password1');
    await user.type(within(dialog).getByLabelText('New Password'), 'Caring4Mum!');
    const confirm = within(dialog).getByLabelText('Confirm New Password');
    await user.type(confirm, 'Caring4Dad!');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

    expect(await within(dialog).findByText("Passwords don't match")).toBeInTheDocument();
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(confirm)).toContain("Passwords don't match");
    expect(within(dialog).getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
    expect(fetchSpy).not.toHaveBeenCalled();

    // Re-validated as the user types: the error goes once the boxes agree.
    await user.clear(confirm);
    await user.type(confirm, 'Caring4Mum!');
    expect(within(dialog).queryByText("Passwords don't match")).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for the current password before anything is sent', async () => {
    const user = renderProfilePage();
    const dialog = await openResetDialog(user);
    await user.type(within(dialog).getByLabelText('New Password'), 'Caring4Mum!');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'Caring4Mum!');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));

    const current = within(dialog).getByLabelText('Current Password');
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offers the spreadsheets of Download my data as links the browser saves', () => {
    renderProfilePage();
    expect(screen.getByRole('link', { name: /Tasks and notes/ })).toHaveAttribute(
      'href',
      '/api/account/export/tasks.csv',
    );
    expect(screen.getByRole('link', { name: /Activity history/ })).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: /Community posts/ })).toHaveAttribute(
      'href',
      '/api/account/export/community.csv',
    );
  });

  it('saves Download my data with one tap, under the name the server gives the archive', async () => {
    const saved = savedFiles();
    fetchSpy.mockResolvedValue(
      new Response(new Uint8Array([0x50, 0x4b, 0x05, 0x06]), {
        status: 200,
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="planmyeldercare-data-2026-01-15.zip"',
        },
      }),
    );
    const user = renderProfilePage();
    await user.click(screen.getByRole('button', { name: /Download my data/ }));
    await waitFor(() => expect(saved).toEqual(['planmyeldercare-data-2026-01-15.zip']));
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/account/export',
      expect.objectContaining({ credentials: 'same-origin' }),
    );
    expect(screen.getByRole('button', { name: /Download my data/ })).toBeEnabled();
  });

  it('says in words why Download my data was refused (a few a minute), and saves nothing', async () => {
    const saved = savedFiles();
    const wait =
      'You have asked for your data several times in the last minute. Please wait a minute and try again.';
    fetchSpy.mockResolvedValue(
      jsonAnswer(429, { error: { code: 'too_many_requests', message: wait } }),
    );
    const user = renderProfilePage();
    await user.click(screen.getByRole('button', { name: /Download my data/ }));
    expect(await screen.findByText('Your data was not downloaded')).toBeInTheDocument();
    expect(screen.getByText(wait)).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: /Download my data/ })).toBeEnabled();
  });

  it('asks for the current password before it emails a deletion code', async () => {
    const user = renderProfilePage();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    await user.click(within(dialog).getByRole('button', { name: 'Email me a code' }));
    const password = within(dialog).getByLabelText('Current Password');
    expect(await within(dialog).findByText('Password is required')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(within(dialog).queryByLabelText('6-digit code')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says before deleting what becomes of each care plan', async () => {
    const user = renderProfilePage();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    const plans = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(plans).toEqual([
      '“Mum” stays with its 2 other members. Anna Lee becomes its owner, and everyone in it is told by email.',
      '“Care plan” is deleted with its tasks: no one else is in it.',
    ]);
  });

  it('says nothing of premium when no family loses it', async () => {
    const user = renderProfilePage({ subscriptionTier: 'premium' });
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    expect(dialog).not.toHaveTextContent(/Premium ends/);
  });

  // Issue 56, item 9 (record 093): the paying owner hears it before the account goes.
  it('says first that premium ends for a family whose premium is the account’s', async () => {
    const [shared, own] = deletionEffects as [PlanFate, PlanFate];
    const user = renderProfilePage({ subscriptionTier: 'premium' }, [
      { ...shared, premiumEnds: true },
      own,
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete my account' });
    const notice = within(dialog).getByText(/^Premium ends for the family in “Mum”/);
    expect(notice).toHaveTextContent(
      'Premium ends for the family in “Mum”: its premium comes from your account, so everyone in it loses the instructional videos.',
    );
    // Before the list of what becomes of each plan.
    const list = within(dialog).getByRole('heading', { name: 'Your care plans' });
    expect(notice.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells a demo visitor the demo removes itself instead of offering deletion', () => {
    renderProfilePage({ isDemo: true });
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
    expect(screen.getByText(/The demo removes itself when you leave/)).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { phoneMessage } from '../../../shared/rules/phone';
import type { PlanRole } from '../../../shared/rules/plan-roles';
import { HIDDEN_CHARACTERS_MESSAGE } from '../../../shared/rules/text';
import {
  type CareProfile,
  type CareProfileAnswer,
  type DocumentList,
  documentMessages,
  emptyCareProfile,
} from '../../../shared/schemas/care';
import { careProfileQueryKey } from '../../lib/care-requests';
import { draftStorageKey, writeDraft } from '../../lib/form-drafts';
import { documentsQueryKey } from '../../lib/plan-requests';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { CareProfilePage } from './care-profile-page';

const fetchSpy = spyOnApi();

// A name finished by words only a screen reader gets ('Download' and the file's name): jsdom's
// name computation drops the space between them, a browser's does not.
const DOWNLOAD = /^Download ?insurance-card\.pdf$/;

const SAVED_AT = '2026-05-03T09:00:00.000Z';

function answerOf(
  role: PlanRole,
  overrides: Partial<CareProfileAnswer> = {},
  profile: Partial<CareProfile> = {},
): CareProfileAnswer {
  return {
    planId: 'plan-1',
    planName: 'Care plan for Mum',
    role,
    version: 3,
    profile: { ...emptyCareProfile, fullName: 'Margaret Smith', ...profile },
    updatedAt: SAVED_AT,
    updatedBy: 'carer@example.com',
    readAt: SAVED_AT,
    timeZone: 'Europe/London',
    ...overrides,
  };
}

const documents: DocumentList = {
  documents: [
    {
      id: 'doc-1',
      name: 'insurance-card.pdf',
      mediaType: 'application/pdf',
      size: 240 * 1024,
      taskId: null,
      uploadedBy: 'anna@example.com',
      uploadedAt: SAVED_AT,
    },
  ],
  usedBytes: 240 * 1024,
  quotaBytes: 100 * 1024 * 1024,
};

function renderPage(answer: CareProfileAnswer) {
  return renderWithApp(<CareProfilePage />, {
    session: sessionState(),
    plans: [planSummary({ id: 'plan-1', name: answer.planName, role: answer.role })],
    route: '/care-profile',
    queries: [
      { queryKey: careProfileQueryKey('plan-1'), data: answer },
      { queryKey: documentsQueryKey('plan-1'), data: documents },
    ],
  });
}

/** The body of the n-th request sent, read as JSON. */
function sentBody(call = 0): unknown {
  const init = fetchSpy().mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}

describe('CareProfilePage for a caregiver', () => {
  it('fills the profile, adds a medication and saves it with the version it was edited from', async () => {
    const { user } = renderPage(answerOf('caregiver'));
    expect(screen.getByRole('heading', { level: 1, name: 'Care profile' })).toBeInTheDocument();
    for (const section of [
      'The person cared for',
      'Medications',
      'Doctors and contacts',
      'Insurance',
      'Legal',
      'Notes',
      'Documents',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Open the emergency sheet' })).toHaveAttribute(
      'href',
      '/emergency-sheet',
    );

    const fullName = screen.getByLabelText('Full name');
    expect(fullName).toHaveValue('Margaret Smith');
    await user.clear(fullName);
    await user.type(fullName, 'Margaret Jones');
    await user.type(screen.getByLabelText('Allergies'), 'Penicillin');
    await user.click(screen.getByRole('button', { name: 'Add medication' }));
    // The new row's first field takes focus.
    await waitFor(() => expect(screen.getByLabelText('Medication name')).toHaveFocus());
    await user.keyboard('Metformin');
    await user.type(screen.getByLabelText('Dose'), '500 mg');
    expect(screen.getByRole('button', { name: /^Remove ?Metformin$/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Resuscitation'), 'dnr');

    const saved = answerOf('caregiver', { version: 4 }, { fullName: 'Margaret Jones' });
    fetchSpy().mockResolvedValue(jsonAnswer(200, saved));
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));

    expect(await screen.findByText('Care profile saved')).toBeInTheDocument();
    const [path, init] = fetchSpy().mock.calls[0] ?? [];
    expect(path).toBe('/api/plans/plan-1/care-profile');
    expect(init?.method).toBe('PUT');
    expect(sentBody()).toEqual({
      version: 3,
      profile: {
        ...emptyCareProfile,
        fullName: 'Margaret Jones',
        allergies: 'Penicillin',
        dnrStatus: 'dnr',
        medications: [
          { name: 'Metformin', dose: '500 mg', schedule: '', prescriber: '', pharmacy: '' },
        ],
      },
    });
  });

  it('asks, when someone saved in between, and Keep mine saves again over their version', async () => {
    const { user } = renderPage(answerOf('owner'));
    await user.type(screen.getByLabelText('Notes'), 'Likes tea at four.');
    const theirs = answerOf(
      'owner',
      { version: 5, updatedBy: 'anna@example.com' },
      { notes: 'Hearing aid in the left ear.' },
    );
    fetchSpy()
      .mockResolvedValueOnce(
        jsonAnswer(409, {
          error: {
            code: 'edit_conflict',
            message: 'Someone else changed this care profile while you were editing it.',
            careProfile: theirs,
          },
        }),
      )
      .mockResolvedValueOnce(jsonAnswer(200, answerOf('owner', { version: 6 })));
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'This care profile changed while you were editing',
    });
    expect(dialog).toHaveTextContent('anna@example.com saved it after you started.');
    expect(dialog).toHaveTextContent('Notes');
    expect(within(dialog).getByRole('button', { name: 'Use theirs' })).toBeInTheDocument();
    // What was typed is still in the form behind the dialog.
    expect(screen.getByLabelText('Notes')).toHaveValue('Likes tea at four.');

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    expect(await screen.findByText('Care profile saved')).toBeInTheDocument();
    expect(sentBody(0)).toMatchObject({ version: 3, profile: { notes: 'Likes tea at four.' } });
    expect(sentBody(1)).toMatchObject({ version: 5, profile: { notes: 'Likes tea at four.' } });
  });

  it('takes their version with Use theirs', async () => {
    const { user } = renderPage(answerOf('owner'));
    await user.type(screen.getByLabelText('Notes'), 'Mine');
    const theirs = answerOf('owner', { version: 5 }, { notes: 'Theirs' });
    fetchSpy().mockResolvedValueOnce(
      jsonAnswer(409, {
        error: { code: 'edit_conflict', message: 'Changed', careProfile: theirs },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Use theirs' }));
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveValue('Theirs'));
    expect(fetchSpy()).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when the save cannot reach the server', async () => {
    const { user } = renderPage(answerOf('caregiver'));
    await user.type(screen.getByLabelText('Conditions'), 'Type 2 diabetes');
    fetchSpy().mockRejectedValue(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));
    expect(await screen.findByText('Could not save the care profile')).toBeInTheDocument();
    expect(screen.getByText('Network error. Please check your internet connection.')).toBeVisible();
    expect(screen.getByLabelText('Conditions')).toHaveValue('Type 2 diabetes');
  });

  it('brings back typing kept on the device, and saves it over the version it was typed on', async () => {
    // Typed over version 2 and not saved; someone has saved version 3 since.
    const typed = { profile: { ...emptyCareProfile, fullName: 'Margaret Ellis' } };
    writeDraft(
      draftStorageKey({ userId: 'user-1', scope: 'plan-1', form: 'care-profile' }),
      typed,
      2,
    );
    const { user } = renderPage(answerOf('owner'));
    expect(await screen.findByText(/We kept what you typed on this device/)).toBeVisible();
    expect(screen.getByLabelText('Full name')).toHaveValue('Margaret Ellis');
    fetchSpy().mockResolvedValueOnce(
      jsonAnswer(409, {
        error: { code: 'edit_conflict', message: 'Changed', careProfile: answerOf('owner') },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));
    // Never saved silently over version 3: the conflict dialog asks.
    expect(sentBody(0)).toMatchObject({ version: 2, profile: { fullName: 'Margaret Ellis' } });
    expect(await screen.findByRole('alertdialog')).toBeVisible();
  });

  it('puts the saved profile back when the kept typing is discarded', async () => {
    const typed = { profile: { ...emptyCareProfile, fullName: 'Typed here' } };
    writeDraft(
      draftStorageKey({ userId: 'user-1', scope: 'plan-1', form: 'care-profile' }),
      typed,
      3,
    );
    const { user } = renderPage(answerOf('owner'));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Full name')).toHaveValue('Margaret Smith');
    expect(screen.queryByText(/We kept what you typed/)).toBeNull();
    expect(screen.queryByText('You have changes that are not saved yet.')).toBeNull();
  });

  it('asks before the tab is closed with changes not saved', async () => {
    const { user } = renderPage(answerOf('caregiver'));
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    await user.type(screen.getByLabelText('Member number'), 'AB123');
    expect(leave()).toBe(true);
  });

  it('shows a row’s error beside its field, before anything is sent', async () => {
    const { user } = renderPage(answerOf('caregiver'));
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.type(screen.getByLabelText('Phone'), '01632 960000');
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Enter the contact’s name, or remove the row');
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('refuses a text-direction character in a dose and letters in a phone, beside each field (issue 54)', async () => {
    const { user } = renderPage(answerOf('caregiver'));
    await user.click(screen.getByRole('button', { name: 'Add medication' }));
    await user.type(screen.getByLabelText('Medication name'), 'Apixaban');
    // Shown as '50 mg'.
    await user.type(screen.getByLabelText('Dose'), '\u202Egm 05');
    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    await user.type(screen.getByLabelText('Name'), 'Dr Osei');
    await user.type(screen.getByLabelText('Phone'), '1-800-FLOWERS');
    await user.click(screen.getByRole('button', { name: 'Save care profile' }));
    const dose = screen.getByLabelText('Dose');
    await waitFor(() => expect(dose).toHaveAttribute('aria-invalid', 'true'));
    expect(dose).toHaveAccessibleDescription(HIDDEN_CHARACTERS_MESSAGE);
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(phoneMessage);
    expect(fetchSpy()).not.toHaveBeenCalled();
  });
});

describe('the documents', () => {
  it('lists each document with its download link, size and uploader', () => {
    renderPage(answerOf('caregiver'));
    expect(screen.getByText('Using 0.2 MB of 100 MB')).toBeInTheDocument();
    expect(
      screen.getByText(/PDF, 240 KB\. Uploaded by anna@example\.com on May 3, 2026\./),
    ).toBeInTheDocument();
    const download = screen.getByRole('link', { name: DOWNLOAD });
    expect(download).toHaveAttribute('href', '/api/plans/plan-1/documents/doc-1');
    expect(download).toHaveAttribute('download');
    expect(
      screen.getByRole('button', { name: /^Delete ?insurance-card\.pdf$/ }),
    ).toBeInTheDocument();
  });

  it('deletes a document after asking, and lists what the server answers', async () => {
    const { user } = renderPage(answerOf('owner'));
    fetchSpy().mockResolvedValue(
      jsonAnswer(200, { documents: [], usedBytes: 0, quotaBytes: documents.quotaBytes }),
    );
    await user.click(screen.getByRole('button', { name: /^Delete ?insurance-card\.pdf$/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete insurance-card.pdf?' });
    expect(fetchSpy()).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No documents yet.')).toBeInTheDocument();
    expect(screen.getByText('Using 0 MB of 100 MB')).toBeInTheDocument();
    const [path, init] = fetchSpy().mock.calls[0] ?? [];
    expect(path).toBe('/api/plans/plan-1/documents/doc-1');
    expect(init?.method).toBe('DELETE');
  });

  it('shows why the server refused a file, beside the control', async () => {
    const { user } = renderPage(answerOf('caregiver'));
    fetchSpy().mockResolvedValue(
      jsonAnswer(415, {
        error: { code: 'unsupported_document', message: documentMessages.wrongType },
      }),
    );
    const input = screen.getByLabelText('Upload a document');
    await user.upload(input, new File(['not a pdf'], 'notes.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(
        expect.stringContaining(documentMessages.wrongType),
      ),
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const [path, init] = fetchSpy().mock.calls[0] ?? [];
    expect(path).toBe('/api/plans/plan-1/documents');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it('refuses a file over 10 MB before sending it, in the server’s words', async () => {
    const { user } = renderPage(answerOf('owner'));
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    const input = screen.getByLabelText('Upload a document');
    await user.upload(input, big);
    expect(await screen.findByText(documentMessages.tooLarge)).toBeInTheDocument();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });
});

describe('CareProfilePage for a viewer', () => {
  it('shows the profile to read, with no field, upload or delete', () => {
    renderPage(
      answerOf(
        'viewer',
        {},
        {
          medications: [
            { name: 'Metformin', dose: '500 mg', schedule: '', prescriber: '', pharmacy: '' },
          ],
        },
      ),
    );
    expect(
      screen.getByText(
        'You can view this care profile. Ask an owner to make you a caregiver to edit it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Margaret Smith')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Metformin' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Upload a document')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Save|Delete|Remove|Add/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: DOWNLOAD })).toBeInTheDocument();
  });
});

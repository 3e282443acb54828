import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlanRole } from '../../../shared/rules/plan-roles';
import type { CareProfileAnswer } from '../../../shared/schemas/care';
import { emptyCareProfile } from '../../../shared/schemas/care';
import { careProfileQueryKey } from '../../lib/care-requests';
import { forgetShownSheet, keepShownSheet } from '../../lib/shown-sheet';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { EmergencySheetPage } from './emergency-sheet-page';
import { fullProfile, neverSaved, sheetAnswer } from './test/sheet-fixtures';

// What the device keeps is the service worker's and lib/shown-sheet.ts's; here, only that
// the page asks for it.
vi.mock('../../lib/shown-sheet', () => ({
  keepShownSheet: vi.fn(async () => undefined),
  forgetShownSheet: vi.fn(async () => undefined),
}));

const fetchSpy = spyOnApi();

beforeEach(() => {
  vi.mocked(keepShownSheet).mockClear();
  vi.mocked(forgetShownSheet).mockClear();
});

function renderSheet(
  answer: CareProfileAnswer | undefined,
  { role = 'owner' as PlanRole, route = '/emergency-sheet' } = {},
) {
  return renderWithApp(<EmergencySheetPage />, {
    session: sessionState(),
    plans: [planSummary({ id: 'plan-1', name: 'Mum', role, isDefault: true })],
    route,
    queries: answer ? [{ queryKey: careProfileQueryKey('plan-1'), data: answer }] : [],
  });
}

const headings = () =>
  screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);

describe('EmergencySheetPage', () => {
  it('shows the essentials in the order a paramedic asks for them, as of the reading in the plan’s zone', () => {
    renderSheet(sheetAnswer());
    expect(headings()).toEqual([
      'H1 Emergency sheet',
      'H2 Resuscitation status',
      'H2 Allergies',
      'H2 Date of birth',
      'H2 Conditions',
      'H2 Medications',
      'H2 Doctors and contacts',
      'H2 Legal',
      'H2 Insurance',
      'H2 Notes',
    ]);
    expect(screen.getByText('Margaret Ellis')).toBeInTheDocument();
    // 03:30 UTC on the 27th is 22:30 on the 26th in New York; her birthday is the 27th there.
    expect(screen.getByText('as of Nov 26, 10:30 PM (America/New_York)')).toBeInTheDocument();
    expect(screen.getByText('November 27, 1941 (age 84)')).toBeInTheDocument();
    expect(screen.getByText('Do not resuscitate (DNR)')).toBeInTheDocument();
    expect(screen.getByText('Penicillin (rash)')).toBeInTheDocument();
    expect(keepShownSheet).toHaveBeenCalledTimes(1);
  });

  it('lists medications and contacts in tables, each phone a number to call', () => {
    renderSheet(sheetAnswer());
    const medications = screen.getByRole('table', { name: 'Medications' });
    expect(
      within(medications)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Medication', 'Dose', 'When', 'Prescriber', 'Pharmacy']);
    const apixaban = within(medications).getByRole('row', { name: /Apixaban/ });
    expect(within(apixaban).getByRole('cell', { name: /5 mg/ })).toBeInTheDocument();
    // A field left empty says so to a screen reader, and shows a dash.
    const metformin = within(medications).getByRole('row', { name: /Metformin/ });
    expect(within(metformin).getAllByText('Not recorded')).toHaveLength(2);

    const contacts = screen.getByRole('table', { name: 'Doctors and contacts' });
    const doctor = within(contacts).getByRole('row', { name: /Dr Ama Osei/ });
    expect(within(doctor).getByText('Primary doctor')).toBeInTheDocument();
    expect(within(doctor).getByRole('link', { name: '(555) 010-7788' })).toHaveAttribute(
      'href',
      'tel:5550107788',
    );
    const daughter = within(contacts).getByRole('row', { name: /Ruth Ellis/ });
    expect(within(daughter).queryByRole('link')).not.toBeInTheDocument();

    const legal = screen.getByRole('region', { name: 'Legal' });
    expect(within(legal).getByText('Ruth Ellis (daughter)')).toBeInTheDocument();
    expect(within(legal).getByText('Yes, there is one')).toBeInTheDocument();
    expect(within(legal).getByText('Blue folder, hall cupboard')).toBeInTheDocument();
    const insurance = screen.getByRole('region', { name: 'Insurance' });
    expect(within(insurance).getByText('1EG4-TE5-MK73')).toBeInTheDocument();
  });

  it('says briefly what was not recorded', () => {
    renderSheet(
      sheetAnswer({
        profile: { ...emptyCareProfile, fullName: 'Margaret Ellis', notes: 'Lives alone' },
      }),
    );
    for (const part of [
      'Resuscitation status',
      'Allergies',
      'Date of birth',
      'Medications',
      'Doctors and contacts',
    ]) {
      expect(
        within(screen.getByRole('region', { name: part })).getByText('Not recorded'),
      ).toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Insurance' })).getAllByText('Not recorded'),
    ).toHaveLength(2);
  });

  it('offers an owner or a caregiver to edit, a viewer only to print and go back', () => {
    renderSheet(sheetAnswer({ role: 'caregiver' }), {
      role: 'caregiver',
      route: '/emergency-sheet?plan=plan-1',
    });
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit care profile' })).toHaveAttribute(
      'href',
      '/care-profile?plan=plan-1',
    );
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute(
      'href',
      '/app?plan=plan-1',
    );
  });

  it('offers a viewer no edit', () => {
    renderSheet(sheetAnswer({ role: 'viewer' }), { role: 'viewer' });
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /^(Edit care profile|Fill in the care profile)$/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/app');
  });

  it('says there is no care profile yet, with the way to fill it in for those who can', () => {
    renderSheet(neverSaved());
    expect(
      screen.getByRole('heading', { level: 2, name: 'No care profile yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill in the care profile' })).toHaveAttribute(
      'href',
      '/care-profile',
    );
    expect(screen.getByText('as of Nov 26, 10:30 PM (America/New_York)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Medications' })).not.toBeInTheDocument();
  });

  it('tells a viewer who fills it in', () => {
    renderSheet(neverSaved({ role: 'viewer' }), { role: 'viewer' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'No care profile yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Once an owner or a caregiver of this plan fills in/),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('link', { name: /^(Edit care profile|Fill in the care profile)$/ }),
    ).not.toBeInTheDocument();
  });

  it('keeps the sheet on screen when reading it again fails for want of a connection', async () => {
    fetchSpy().mockRejectedValue(new TypeError('Failed to fetch'));
    const { queryClient } = renderSheet(sheetAnswer());
    await queryClient
      .invalidateQueries({ queryKey: careProfileQueryKey('plan-1') })
      .catch(() => undefined);
    await waitFor(() => expect(fetchSpy()).toHaveBeenCalled());
    expect(screen.getByText('Do not resuscitate (DNR)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(forgetShownSheet).not.toHaveBeenCalled();
  });

  it('reads the sheet of the plan in the address, and drops its kept copy when the plan is no longer the reader’s', async () => {
    fetchSpy().mockResolvedValue(
      jsonAnswer(404, { error: { code: 'not_found', message: 'Plan not found' } }),
    );
    renderSheet(undefined, { route: '/emergency-sheet?plan=plan-gone' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load this emergency sheet',
    );
    expect(fetchSpy()).toHaveBeenCalledWith('/api/plans/plan-gone/care-profile', expect.anything());
    await waitFor(() => expect(forgetShownSheet).toHaveBeenCalledTimes(1));
    expect(keepShownSheet).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Emergency sheet' })).toBeInTheDocument();
  });

  it('shows the full profile’s name under the heading', () => {
    renderSheet(sheetAnswer({ profile: { ...fullProfile, fullName: '' } }));
    expect(screen.getByText('Name not recorded')).toBeInTheDocument();
  });
});

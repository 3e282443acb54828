import type { CareProfile, CareProfileAnswer } from '../../../../shared/schemas/care';
import { emptyCareProfile } from '../../../../shared/schemas/care';

// A care profile as a family fills it in whole, and the answer the sheet is rendered from.

export const fullProfile: CareProfile = {
  fullName: 'Margaret Ellis',
  dateOfBirth: '1941-11-27',
  conditions: 'Atrial fibrillation\nType 2 diabetes',
  allergies: 'Penicillin (rash)',
  medications: [
    {
      name: 'Apixaban',
      dose: '5 mg',
      schedule: 'Twice a day',
      prescriber: 'Dr Osei',
      pharmacy: 'High Street Pharmacy',
    },
    { name: 'Metformin', dose: '500 mg', schedule: 'With breakfast', prescriber: '', pharmacy: '' },
  ],
  contacts: [
    {
      role: 'Primary doctor',
      name: 'Dr Ama Osei',
      phone: '(555) 010-7788',
      address: '12 Surgery Lane\nSpringfield',
    },
    { role: 'Daughter', name: 'Ruth Ellis', phone: '', address: '' },
  ],
  insuranceProvider: 'Medicare',
  insuranceMemberNumber: '1EG4-TE5-MK73',
  powerOfAttorney: 'Ruth Ellis (daughter)',
  advanceDirective: 'yes',
  advanceDirectiveLocation: 'Blue folder, hall cupboard',
  dnrStatus: 'dnr',
  notes: 'Hard of hearing: speak on her left side.',
};

export function sheetAnswer(overrides: Partial<CareProfileAnswer> = {}): CareProfileAnswer {
  return {
    planId: 'plan-1',
    planName: 'Mum',
    role: 'owner',
    version: 3,
    profile: fullProfile,
    updatedAt: '2026-11-20T10:00:00.000Z',
    updatedBy: 'carer@example.com',
    // 22:30 on 26 November in New York, already the 27th in UTC.
    readAt: '2026-11-27T03:30:00.000Z',
    timeZone: 'America/New_York',
    ...overrides,
  };
}

export const neverSaved = (overrides: Partial<CareProfileAnswer> = {}) =>
  sheetAnswer({
    version: 0,
    profile: emptyCareProfile,
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  });

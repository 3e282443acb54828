import type { CareProfile } from '../../shared/schemas/care';

// A care profile filled in whole, as a family with a lot to say would: 8 medications, 6
// contacts, every field given, at lengths a real one has. What the API tests save, the emergency
// sheet journey saves and prints (it must still fit on one page: decision record 082), and the
// benchmarks read. Imports nothing but types, so the journeys and benchmarks take it as is.

const medications: CareProfile['medications'] = [
  ['Apixaban', '5 mg', 'Twice a day, 8:00 and 20:00', 'Dr Ama Osei', 'High Street Pharmacy'],
  ['Metformin', '500 mg', 'With breakfast and dinner', 'Dr Ama Osei', 'High Street Pharmacy'],
  [
    'Bisoprolol',
    '2.5 mg',
    'Every morning',
    'Dr Paul Lindqvist (cardiology)',
    'High Street Pharmacy',
  ],
  ['Atorvastatin', '40 mg', 'At bedtime', 'Dr Ama Osei', 'High Street Pharmacy'],
  [
    'Levothyroxine',
    '75 mcg',
    'Before breakfast, empty stomach',
    'Dr Ama Osei',
    'Riverside Chemist',
  ],
  ['Donepezil', '10 mg', 'At bedtime', 'Dr Helen Okafor (memory clinic)', 'Riverside Chemist'],
  [
    'Furosemide',
    '20 mg',
    'Every morning; not after 14:00',
    'Dr Paul Lindqvist (cardiology)',
    'High Street Pharmacy',
  ],
  ['Paracetamol', '1 g', 'Up to four times a day for pain', 'Over the counter', 'Any'],
].map(([name = '', dose = '', schedule = '', prescriber = '', pharmacy = '']) => ({
  name,
  dose,
  schedule,
  prescriber,
  pharmacy,
}));

const contacts: CareProfile['contacts'] = [
  [
    'Primary doctor',
    'Dr Ama Osei',
    '(555) 010-7788',
    'Elm Street Surgery, 12 Elm Street\nSpringfield, IL 62704',
  ],
  [
    'Cardiologist',
    'Dr Paul Lindqvist',
    '(555) 010-4410',
    'Springfield General, Heart Unit, 800 Main Avenue',
  ],
  ['Memory clinic', 'Dr Helen Okafor', '(555) 010-9902', 'Oak Tree Clinic, 3 Oak Road'],
  ['Daughter (lives 10 min away)', 'Ruth Ellis', '+1 555 010 3321', '27 Birch Close, Springfield'],
  ['Son', 'Daniel Ellis', '+1 555 010 6654 ext. 12', '1400 Lake Shore Drive, Chicago, IL'],
  ['Neighbour with a key', 'Joan Whitaker', '(555) 010-2207', '14 Elm Street (next door)'],
].map(([role = '', name = '', phone = '', address = '']) => ({ role, name, phone, address }));

export const fullCareProfile: CareProfile = {
  fullName: 'Margaret Rose Ellis',
  dateOfBirth: '1941-03-12',
  conditions:
    'Atrial fibrillation (on a blood thinner)\nType 2 diabetes\nEarly Alzheimer’s disease\nHypothyroidism',
  allergies: 'Penicillin (severe rash, swelling)\nShellfish\nLatex',
  medications,
  contacts,
  insuranceProvider: 'Medicare Part A and B, with AARP Medigap Plan G',
  insuranceMemberNumber: '1EG4-TE5-MK73',
  powerOfAttorney: 'Ruth Ellis (daughter), health care and financial',
  advanceDirective: 'yes',
  advanceDirectiveLocation: 'Blue folder in the hall cupboard; a copy with Dr Osei',
  dnrStatus: 'dnr',
  notes:
    'Hard of hearing: speak slowly on her left side. Wears glasses and a lower denture. Gets confused in new places, especially in the evening; calm reassurance and her daughter’s voice on the phone help. Diabetic: check blood sugar if she is drowsy.',
};

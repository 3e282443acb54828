import { type CategoryId, categories } from '../../../shared/content/task-library';

// The free checklist (decision D5): 35 essential tasks, 5 in each of the 7 categories, with how
// many tasks the full system lists in each (spec section 2). General, US-focused guidance; it
// points families to professionals where that matters.

export type ChecklistTask = { title: string; detail: string };
export type ChecklistCategory = {
  id: CategoryId;
  name: string;
  /** Tasks in that category of the full system. */
  fullSystemCount: string;
  tasks: readonly ChecklistTask[];
};

const content: Record<CategoryId, { fullSystemCount: string; tasks: ChecklistTask[] }> = {
  housing: {
    fullSystemCount: '15+',
    tasks: [
      {
        title: 'Talk about where your loved one wants to live',
        detail: 'Ask about their wishes, their budget and the help they need day to day.',
      },
      {
        title: 'Do a room-by-room home safety check',
        detail: 'Look at lighting, loose rugs, stairs, bathroom grab bars and smoke detectors.',
      },
      {
        title: 'List the housing options that fit',
        detail:
          'Aging in place, living with family, independent living, assisted living or memory care.',
      },
      {
        title: 'Tour and compare at least three communities',
        detail: 'Compare costs, staffing, contracts and recent state inspection reports.',
      },
      {
        title: 'Make an emergency plan for the home',
        detail: 'Agree who checks in, where spare keys are, and consider a medical alert device.',
      },
    ],
  },
  healthcare: {
    fullSystemCount: '12+',
    tasks: [
      {
        title: 'Write one list of doctors, conditions and allergies',
        detail: 'Keep names, phone numbers and insurance details together and up to date.',
      },
      {
        title: 'Make a current medication list',
        detail: 'Include doses and times, and set up a pill organizer or pharmacy packaging.',
      },
      {
        title: 'Review Medicare and drug coverage',
        detail: 'Check the plan, supplemental coverage and Part D each year at open enrollment.',
      },
      {
        title: 'Sign HIPAA authorizations',
        detail: "So doctors and insurers may talk to you about your loved one's care.",
      },
      {
        title: 'Keep a calendar of appointments and refills',
        detail: 'Note tests, follow-ups and who will drive to each appointment.',
      },
    ],
  },
  finances: {
    fullSystemCount: '10+',
    tasks: [
      {
        title: 'Gather accounts, income and debts in one place',
        detail: 'Bank and retirement accounts, pensions, Social Security, loans and insurance.',
      },
      {
        title: 'Estimate monthly care costs and build a budget',
        detail: 'Compare what care will cost with the income and savings available.',
      },
      {
        title: 'Set up automatic bill pay and scam protection',
        detail: 'Avoid missed payments and watch for unusual charges or calls asking for money.',
      },
      {
        title: 'Check eligibility for benefits',
        detail: 'VA benefits, Medicaid, SSI and local programs can help pay for care.',
      },
      {
        title: 'Meet with a financial advisor',
        detail: 'Plan how to pay for long-term care and make the savings last.',
      },
    ],
  },
  legal: {
    fullSystemCount: '18+',
    tasks: [
      {
        title: 'Set up a durable financial power of attorney',
        detail: 'Choose someone to manage money matters if your loved one cannot.',
      },
      {
        title: 'Complete an advance directive and health care proxy',
        detail: 'Record treatment wishes and who may make medical decisions.',
      },
      {
        title: 'Review the will, trusts and beneficiaries',
        detail: 'Make sure documents and beneficiary designations match current wishes.',
      },
      {
        title: 'Store original documents safely',
        detail: 'Keep originals in one known place and give copies to the people who need them.',
      },
      {
        title: 'Find an elder law attorney before a crisis',
        detail: 'Ask about long-term care planning, Medicaid rules and guardianship.',
      },
    ],
  },
  home_sale: {
    fullSystemCount: '14+',
    tasks: [
      {
        title: 'Decide whether to sell, rent or keep the home',
        detail: 'Ask a tax advisor how each choice affects taxes and benefits.',
      },
      {
        title: 'Get a market analysis from an experienced agent',
        detail: 'Look for an agent who has helped older adults sell and move.',
      },
      {
        title: 'Sort belongings: keep, give, donate, sell',
        detail: 'Start early, one room at a time, and ask family what they would like to keep.',
      },
      {
        title: 'Plan and coordinate the move',
        detail: 'Consider a senior move manager, and set up the new home before moving day.',
      },
      {
        title: 'Update the address everywhere',
        detail: 'Social Security, Medicare, banks, insurers, doctors and the post office.',
      },
    ],
  },
  care_support: {
    fullSystemCount: '11+',
    tasks: [
      {
        title: 'Assess daily living needs',
        detail: 'Bathing, dressing, meals, mobility and medication: how much help is needed?',
      },
      {
        title: 'Compare in-home care agencies',
        detail: 'Ask about licensing, background checks, training and backup caregivers.',
      },
      {
        title: 'Contact your local Area Agency on Aging',
        detail: 'Find it through the Eldercare Locator (1-800-677-1116) for local services.',
      },
      {
        title: 'Look into adult day programs and respite care',
        detail: 'Give your loved one company and activity, and yourself a break.',
      },
      {
        title: 'Find support for yourself',
        detail: 'Join a caregiver support group and plan regular time off.',
      },
    ],
  },
  personal: {
    fullSystemCount: '13+',
    tasks: [
      {
        title: 'Talk about funeral and memorial preferences',
        detail: 'Write down wishes for the service, burial or cremation, and any prepaid plans.',
      },
      {
        title: 'Record life story, values and daily preferences',
        detail: 'Favorite foods, routines and stories help every caregiver give better care.',
      },
      {
        title: 'List accounts, passwords and digital assets',
        detail: 'Keep the list secure and tell one trusted person where it is.',
      },
      {
        title: 'Write down who to contact',
        detail: 'Friends, faith community, clubs and neighbors who should hear news.',
      },
      {
        title: 'Plan for pets and treasured belongings',
        detail: 'Decide who will care for pets and who should receive special items.',
      },
    ],
  },
};

export const checklist: readonly ChecklistCategory[] = categories.map((category) => ({
  id: category.id,
  name: category.name,
  ...content[category.id],
}));

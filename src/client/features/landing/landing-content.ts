import { stages as stageList } from '../../../shared/content/library/stage-names';
import {
  LIBRARY_TASK_COUNT,
  LIBRARY_TASK_COUNT_ROUNDED_DOWN,
  STARTER_TASK_COUNT,
} from '../../../shared/content/library-counts';
import type { Testimonial } from '../../components/testimonial-list';
import { brand } from '../../config/brand';

// The landing pages' words. Every figure is one the spec lists (section 1); the task figures are
// counted from the library at build time (decision D9, records 093 and 097): the statistic keeps
// the spec's '100+' while the library holds 100 or more, the sentences say its real size; the unsupported
// reduced-stress figure is left out (decision D5). Family sharing and the calendar ship, so the
// pages say so and link to them (D9); so does document storage, with the care profile and its
// emergency sheet (D6, issue 35).

const { prices } = brand;

/** A link from the landing pages' words to what they describe. */
export type ContentLink = { to: string; text: string };

/** Where a family shares its plan, and its calendar (signed-in pages: sign-in comes first). */
const familyLinks: readonly ContentLink[] = [
  { to: '/family', text: 'Invite your family' },
  { to: '/calendar', text: 'See the calendar' },
];

export const howItWorks: readonly {
  title: string;
  text: string;
  links?: readonly ContentLink[];
}[] = [
  {
    title: 'Track Tasks',
    text: `Start with ${STARTER_TASK_COUNT} essential eldercare tasks, add the ones that fit from a library of ${LIBRARY_TASK_COUNT}, each with subtasks and notes, and see your progress in every category.`,
  },
  {
    title: 'Collaborate',
    text: 'Share one care plan with your family, with every due date on its calendar, and ask other caregivers in the community what worked.',
    links: familyLinks,
  },
  {
    title: 'Learn',
    text: 'Follow step-by-step instructional videos and join expert Q&A sessions with premium access.',
  },
  {
    title: 'Stay Protected',
    text: "Your family's health, legal and financial details are kept private, with a code emailed at every sign-in.",
  },
];

export const statistics = [
  { value: '2,500+', label: 'Families' },
  { value: '20+ hrs', label: 'Saved' },
  { value: `${LIBRARY_TASK_COUNT_ROUNDED_DOWN}+`, label: 'Critical Tasks' },
  { value: '100%', label: 'HIPAA Secure' },
] as const;

export const problems = [
  '53M family caregivers in the US are doing this work, most of them without a plan.',
  'Caregivers give 24+ hours per week of care on top of everything else.',
  '61% of caregivers work, fitting care around a job.',
  'Getting organized alone takes 4-5 months of research and phone calls.',
] as const;

export const solutions = [
  'Setup reduced from 4-5 months to days, with every task already written down.',
  'All 7 eldercare categories in one checklist, from housing to personal wishes.',
  'Save 20+ hours of research with pre-built tasks and subtasks.',
  'Built by a former caregiver who learned each step the hard way.',
] as const;

export const features = [
  {
    title: 'Complete Eldercare Checklist',
    text: `${LIBRARY_TASK_COUNT} critical tasks across all 7 eldercare categories, so nothing important is missed.`,
  },
  {
    title: 'Progress Tracking',
    text: 'See what is done and what comes next in every category, at a glance.',
  },
  {
    title: 'Pre-built Task Templates',
    text: 'Start from tasks with their subtasks written out, then add notes of your own.',
  },
  {
    title: 'Caregiver Community',
    text: 'Talk with other families who are facing the same decisions.',
  },
  {
    title: 'Educational Videos',
    text: 'Instructional videos walk you through tasks step by step (premium).',
  },
  {
    title: 'Secure Document Storage',
    text: 'Keep the insurance card, power of attorney and advance directive encrypted with your care plan and the tasks they belong to, beside an emergency sheet every family member can print or open offline.',
  },
] as const;

/** The landing's stages section: the library's three stages, in the words the dashboard uses too. */
export const stages = stageList.map(({ name, text }) => ({ title: name, text }));

export const reasons = [
  { title: 'Built by a former caregiver', text: 'Written from experience, not from theory.' },
  {
    title: 'All 7 eldercare categories',
    text: 'Housing, health, money, legal, home sale, care and personal wishes.',
  },
  {
    title: 'Save 20+ hours',
    text: 'Stop searching for what to do next: it is already on your list.',
  },
  { title: '100% HIPAA secure', text: "Your family's details are protected to a HIPAA standard." },
  {
    title: 'One-time payment option',
    text: `Lifetime access for ${prices.lifetime}, with no subscription.`,
  },
  {
    title: `${prices.guaranteeDays}-day money-back guarantee`,
    text: 'If it is not right for your family, ask for your money back.',
  },
] as const;

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      "I was juggling Mom's doctors, her house and my own job. Having every task in one place meant I finally stopped lying awake wondering what I had forgotten.",
    name: 'Linda M.',
    role: 'Caring for her mother',
  },
  {
    quote:
      'When Dad needed to move to assisted living, the checklist told us what to do first. The legal tasks alone were worth it.',
    name: 'Robert K.',
    role: 'Caring for his father',
  },
  {
    quote:
      'I did not know where to start with Power of Attorney and Medicare. Now I have a plan, and I can see how far I have come.',
    name: 'Angela T.',
    role: 'Caring for her grandparents',
  },
];

export const faqs: readonly { question: string; answer: string; links?: readonly ContentLink[] }[] =
  [
    {
      question: 'Can I try it before I buy?',
      answer:
        'Yes. The live demo needs no signup and no credit card: open it and explore sample tasks in every category.',
    },
    {
      question: 'What is the difference between the lifetime and monthly plans?',
      answer: `Lifetime access is a one-time payment of ${prices.lifetime}: save ${prices.lifetimeSaving} vs ${prices.savingBasis}, with no subscription. The monthly plan is ${prices.monthly} per month, and you can cancel anytime.`,
    },
    {
      question: 'What if it is not right for my family?',
      answer: `Both plans come with a ${prices.guaranteeDays}-day money-back guarantee: email our support team and we will refund you.`,
    },
    {
      question: "Is my family's information secure?",
      answer:
        "Yes. Your plan is private to you, every sign-in needs a code sent to your email, and your family's details are protected to a HIPAA standard.",
    },
    {
      question: 'What does the checklist cover?',
      answer:
        'All 7 eldercare categories: housing and living arrangements, healthcare, finances, legal affairs, home sale and transition, care and support services, and personal wishes. Each task has subtasks and room for notes.',
    },
    {
      question: 'Can other family members use my plan?',
      answer:
        'Yes. Invite them by email to your care plan, as caregivers who work through the tasks with you or as viewers who follow along. Everyone sees the same tasks, and the calendar shows what is due.',
      links: familyLinks,
    },
  ];

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { stageIds } from '../../../shared/content/library/library-entry';
import {
  LIBRARY_TASK_COUNT,
  LIBRARY_TASK_COUNT_ROUNDED_DOWN,
  STARTER_TASK_COUNT,
} from '../../../shared/content/library-counts';
import { brand } from '../../config/brand';

// The landing pages' words. Every figure is one the spec lists (section 1); the task figures are
// counted from the library at build time (decision D9, records 093 and 097): the statistic keeps
// the spec's '100+' while the library holds 100 or more, the sentences say its real size; the unsupported
// reduced-stress figure is left out (decision D5). Family sharing and the calendar ship, so the
// pages say so and link to them (D9); so does document storage, with the care profile and its
// emergency sheet (D6, issue 35). Each is a message of the catalog (record 100), written in the
// page's language where it is rendered.

const { prices } = brand;

/** A link from the landing pages' words to what they describe. */
export type ContentLink = { to: string; text: MessageDescriptor };

/** A titled passage: a step, a feature, a reason. */
type Passage = { title: MessageDescriptor; text: MessageDescriptor };

/** Where a family shares its plan, and its calendar (signed-in pages: sign-in comes first). */
const familyLinks: readonly ContentLink[] = [
  { to: '/family', text: msg`Invite your family` },
  { to: '/calendar', text: msg`See the calendar` },
];

export const howItWorks: readonly (Passage & { links?: readonly ContentLink[] })[] = [
  {
    title: msg`Track Tasks`,
    text: msg`Start with ${STARTER_TASK_COUNT} essential eldercare tasks, add the ones that fit from a library of ${LIBRARY_TASK_COUNT}, each with subtasks and notes, and see your progress in every category.`,
  },
  {
    title: msg`Collaborate`,
    text: msg`Share one care plan with your family, with every due date on its calendar, and ask other caregivers in the community what worked.`,
    links: familyLinks,
  },
  {
    title: msg`Learn`,
    text: msg`Follow step-by-step instructional videos and join expert Q&A sessions with premium access.`,
  },
  {
    title: msg`Stay Protected`,
    text: msg`Your family's health, legal and financial details are kept private, with a code emailed at every sign-in.`,
  },
];

/** The figures as the spec gives them; only their words are the page's language. */
export const statistics: readonly {
  value: string | MessageDescriptor;
  label: MessageDescriptor;
}[] = [
  { value: '2,500+', label: msg`Families` },
  { value: msg`20+ hrs`, label: msg({ message: 'Saved', context: 'hours of research saved' }) },
  { value: `${LIBRARY_TASK_COUNT_ROUNDED_DOWN}+`, label: msg`Critical Tasks` },
  { value: '100%', label: msg`HIPAA Secure` },
];

export const problems: readonly MessageDescriptor[] = [
  msg`53M family caregivers in the US are doing this work, most of them without a plan.`,
  msg`Caregivers give 24+ hours per week of care on top of everything else.`,
  msg`61% of caregivers work, fitting care around a job.`,
  msg`Getting organized alone takes 4-5 months of research and phone calls.`,
];

export const solutions: readonly MessageDescriptor[] = [
  msg`Setup reduced from 4-5 months to days, with every task already written down.`,
  msg`All 7 eldercare categories in one checklist, from housing to personal wishes.`,
  msg`Save 20+ hours of research with pre-built tasks and subtasks.`,
  msg`Built by a former caregiver who learned each step the hard way.`,
];

export const features: readonly Passage[] = [
  {
    title: msg`Complete Eldercare Checklist`,
    text: msg`${LIBRARY_TASK_COUNT} critical tasks across all 7 eldercare categories, so nothing important is missed.`,
  },
  {
    title: msg`Progress Tracking`,
    text: msg`See what is done and what comes next in every category, at a glance.`,
  },
  {
    title: msg`Pre-built Task Templates`,
    text: msg`Start from tasks with their subtasks written out, then add notes of your own.`,
  },
  {
    title: msg`Caregiver Community`,
    text: msg`Talk with other families who are facing the same decisions.`,
  },
  {
    title: msg`Educational Videos`,
    text: msg`Instructional videos walk you through tasks step by step (premium).`,
  },
  {
    title: msg`Secure Document Storage`,
    text: msg`Keep the insurance card, power of attorney and advance directive encrypted with your care plan and the tasks they belong to, beside an emergency sheet every family member can print or open offline.`,
  },
];

/**
 * The landing's stages section: the library's three stages, named in the reader's language by
 * stage-words.ts, the words the dashboard uses too.
 */
export const stages = stageIds;

export const reasons: readonly Passage[] = [
  {
    title: msg`Built by a former caregiver`,
    text: msg`Written from experience, not from theory.`,
  },
  {
    title: msg`All 7 eldercare categories`,
    text: msg`Housing, health, money, legal, home sale, care and personal wishes.`,
  },
  {
    title: msg`Save 20+ hours`,
    text: msg`Stop searching for what to do next: it is already on your list.`,
  },
  {
    title: msg`100% HIPAA secure`,
    text: msg`Your family's details are protected to a HIPAA standard.`,
  },
  {
    title: msg`One-time payment option`,
    text: msg`Lifetime access for ${prices.lifetime}, with no subscription.`,
  },
  {
    title: msg`${prices.guaranteeDays}-day money-back guarantee`,
    text: msg`If it is not right for your family, ask for your money back.`,
  },
];

/** Families' words; their names stay as they are. */
export const testimonials: readonly {
  quote: MessageDescriptor;
  name: string;
  role: MessageDescriptor;
}[] = [
  {
    quote: msg`I was juggling Mom's doctors, her house and my own job. Having every task in one place meant I finally stopped lying awake wondering what I had forgotten.`,
    name: 'Linda M.',
    role: msg`Caring for her mother`,
  },
  {
    quote: msg`When Dad needed to move to assisted living, the checklist told us what to do first. The legal tasks alone were worth it.`,
    name: 'Robert K.',
    role: msg`Caring for his father`,
  },
  {
    quote: msg`I did not know where to start with Power of Attorney and Medicare. Now I have a plan, and I can see how far I have come.`,
    name: 'Angela T.',
    role: msg`Caring for her grandparents`,
  },
];

export const faqs: readonly {
  question: MessageDescriptor;
  answer: MessageDescriptor;
  links?: readonly ContentLink[];
}[] = [
  {
    question: msg`Can I try it before I buy?`,
    answer: msg`Yes. The live demo needs no signup and no credit card: open it and explore sample tasks in every category.`,
  },
  {
    question: msg`What is the difference between the lifetime and monthly plans?`,
    answer: msg`Lifetime access is a one-time payment of ${prices.lifetime}: save ${prices.lifetimeSaving} vs ${prices.savingMonths} months of the monthly plan (${prices.savingBasisTotal}), with no subscription. The monthly plan is ${prices.monthly} per month, and you can cancel anytime.`,
  },
  {
    question: msg`What if it is not right for my family?`,
    answer: msg`Both plans come with a ${prices.guaranteeDays}-day money-back guarantee: email our support team and we will refund you.`,
  },
  {
    question: msg`Is my family's information secure?`,
    answer: msg`Yes. Your plan is private to you, every sign-in needs a code sent to your email, and your family's details are protected to a HIPAA standard.`,
  },
  {
    question: msg`What does the checklist cover?`,
    answer: msg`All 7 eldercare categories: housing and living arrangements, healthcare, finances, legal affairs, home sale and transition, care and support services, and personal wishes. Each task has subtasks and room for notes.`,
  },
  {
    question: msg`Can other family members use my plan?`,
    answer: msg`Yes. Invite them by email to your care plan, as caregivers who work through the tasks with you or as viewers who follow along. Everyone sees the same tasks, and the calendar shows what is due.`,
    links: familyLinks,
  },
];

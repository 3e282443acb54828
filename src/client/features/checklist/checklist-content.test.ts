import { describe, expect, it } from 'vitest';
import { CHECKLIST_TASKS_PER_CATEGORY } from '../../../shared/constants';
import { library } from '../../../shared/content/library/library';
import { LIBRARY_CATEGORY_COUNTS } from '../../../shared/content/library-counts';
import { categories } from '../../../shared/content/task-library';
import { checklist } from './checklist-content';

// The free checklist's words, as families have printed them (decision D5), now read from the
// library's `printable` entries (issue 58, decision record 097): the same 35, in the same order.
const printedTitles = [
  'Talk about where your loved one wants to live',
  'Do a room-by-room home safety check',
  'List the housing options that fit',
  'Tour and compare at least three communities',
  'Make an emergency plan for the home',
  'Write one list of doctors, conditions and allergies',
  'Make a current medication list',
  'Review Medicare and drug coverage',
  'Sign HIPAA authorizations',
  'Keep a calendar of appointments and refills',
  'Gather accounts, income and debts in one place',
  'Estimate monthly care costs and build a budget',
  'Set up automatic bill pay and scam protection',
  'Check eligibility for benefits',
  'Meet with a financial advisor',
  'Set up a durable financial power of attorney',
  'Complete an advance directive and health care proxy',
  'Review the will, trusts and beneficiaries',
  'Store original documents safely',
  'Find an elder law attorney before a crisis',
  'Decide whether to sell, rent or keep the home',
  'Get a market analysis from an experienced agent',
  'Sort belongings: keep, give, donate, sell',
  'Plan and coordinate the move',
  'Update the address everywhere',
  'Assess daily living needs',
  'Compare in-home care agencies',
  'Contact your local Area Agency on Aging',
  'Look into adult day programs and respite care',
  'Find support for yourself',
  'Talk about funeral and memorial preferences',
  'Record life story, values and daily preferences',
  'List accounts, passwords and digital assets',
  'Write down who to contact',
  'Plan for pets and treasured belongings',
];

describe('the free checklist', () => {
  it('has 35 tasks: 5 in each of the 7 categories, in their order (decision D5)', () => {
    expect(checklist.map((category) => category.id)).toEqual(categories.map((c) => c.id));
    for (const category of checklist) {
      expect(category.tasks, category.id).toHaveLength(CHECKLIST_TASKS_PER_CATEGORY);
    }
    expect(checklist.flatMap((category) => category.tasks)).toHaveLength(35);
  });

  it('lists the printed checklist’s tasks in its words and order, each from the library', () => {
    const tasks = checklist.flatMap((category) => category.tasks);
    expect(tasks.map((task) => task.title)).toEqual(printedTitles);
    for (const category of checklist) {
      for (const task of category.tasks) {
        const entry = library.find((e) => e.printable?.title === task.title);
        expect(entry?.categoryId, task.title).toBe(category.id);
        expect(task.detail, task.title).toBe(entry?.printable?.detail);
      }
    }
  });

  it("gives the full system's count per category as the library holds it (D9)", () => {
    expect(checklist.map((category) => category.fullSystemCount)).toEqual(
      categories.map((category) =>
        String(library.filter((entry) => entry.categoryId === category.id).length),
      ),
    );
    expect(checklist.map((category) => Number(category.fullSystemCount))).toEqual(
      categories.map((category) => LIBRARY_CATEGORY_COUNTS[category.id]),
    );
  });

  it('has no task twice', () => {
    const titles = checklist.flatMap((category) => category.tasks.map((task) => task.title));
    expect(new Set(titles).size).toBe(titles.length);
  });
});

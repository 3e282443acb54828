import { describe, expect, it } from 'vitest';
import { categoryIds } from '../category-ids';
import { library } from './library';
import { starterTasks } from './starters';

// The tasks every new plan starts with (spec section 9: 22 default tasks, 3 to 5 subtasks each),
// read from the library's `starter` entries (issue 58, decision record 097). Plans made before
// hold these very words, so they stay as plans have them: the keys and titles below, in order.

const asPlansHoldThem = [
  ['discuss-living-preferences', 'Talk about living preferences and housing options'],
  ['research-assisted-living', 'Research assisted living communities'],
  ['home-safety-assessment', 'Do a home safety assessment'],
  ['evaluate-aging-in-place-modifications', 'Evaluate aging-in-place home modifications'],
  ['organize-medical-documents', 'Organize medical records and information'],
  ['medication-management', 'Set up a medication management system'],
  ['review-medicare-coverage', 'Review Medicare coverage and plan options'],
  ['meet-financial-advisor', 'Meet with a financial advisor'],
  ['create-care-budget', 'Create a budget for care costs'],
  ['review-benefits-eligibility', 'Check eligibility for benefits (VA, Medicaid and more)'],
  ['establish-power-of-attorney', 'Establish a durable power of attorney'],
  ['complete-advance-directive', 'Complete an advance directive and health care proxy'],
  ['update-will-and-beneficiaries', 'Update the will and beneficiary designations'],
  ['prepare-home-for-sale', 'Prepare the home for sale'],
  ['declutter-and-downsize', 'Declutter and downsize belongings'],
  ['plan-the-move', 'Plan and coordinate the move'],
  ['research-in-home-care', 'Research in-home care services'],
  ['explore-adult-day-and-respite', 'Explore adult day programs and respite care'],
  ['find-caregiver-support', 'Find support for yourself as a caregiver'],
  ['discuss-funeral-preferences', 'Discuss funeral and memorial preferences'],
  ['record-life-story-and-wishes', 'Record life story, values and daily preferences'],
  ['organize-accounts-and-passwords', 'Organize important accounts and passwords'],
];

describe('the starter tasks', () => {
  it('are the 22 tasks plans hold, with their keys and titles, in the same order', () => {
    expect(starterTasks.map((task) => [task.key, task.title])).toEqual(asPlansHoldThem);
  });

  it('are the library’s starter entries, word for word', () => {
    for (const task of starterTasks) {
      const entry = library.find((candidate) => candidate.key === task.key);
      expect(entry?.starter, task.key).toBe(true);
      expect(task).toEqual({
        key: entry?.key,
        categoryId: entry?.categoryId,
        title: entry?.title,
        description: entry?.description,
        guidance: entry?.guidance,
        subtasks: entry?.subtasks,
        hasVideo: entry?.hasVideo,
      });
    }
  });

  it('give each category 3 or 4 tasks, in the categories’ order, each with 3 to 5 subtasks', () => {
    for (const id of categoryIds) {
      const count = starterTasks.filter((task) => task.categoryId === id).length;
      expect(count, id).toBeGreaterThanOrEqual(3);
      expect(count, id).toBeLessThanOrEqual(4);
    }
    const order = starterTasks.map((task) => categoryIds.indexOf(task.categoryId));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const task of starterTasks) {
      expect(task.subtasks.length, task.key).toBeGreaterThanOrEqual(3);
      expect(task.subtasks.length, task.key).toBeLessThanOrEqual(5);
    }
  });
});

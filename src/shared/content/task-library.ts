/**
 * The eldercare checklist's 7 categories: their names, icons, descriptions and colors. The tasks
 * themselves are written in one place, the library (./library/, decision record 097): the
 * starter tasks a plan begins with are its `starter` entries (./library/starters.ts).
 */

import type { CategoryId } from './category-ids';

export type { CategoryId } from './category-ids';

export type CategoryIcon =
  | 'home'
  | 'heart-pulse'
  | 'banknote'
  | 'scale'
  | 'building'
  | 'helping-hand'
  | 'heart';

export type Category = {
  id: CategoryId;
  name: string;
  icon: CategoryIcon;
  description: string;
  /** Hex color with at least 4.5:1 contrast against white (both ways round). */
  color: string;
};

export const categories: readonly Category[] = [
  {
    id: 'housing',
    name: 'Housing & Living Arrangements',
    icon: 'home',
    description:
      'Decide where your loved one will live safely and comfortably, whether that is at home, with family or in a care community.',
    color: '#1d4ed8',
  },
  {
    id: 'healthcare',
    name: 'Healthcare Management',
    icon: 'heart-pulse',
    description:
      'Keep track of doctors, medications, insurance and medical records so care stays organized and nothing slips through the cracks.',
    color: '#b91c1c',
  },
  {
    id: 'finances',
    name: 'Financial Management',
    icon: 'banknote',
    description:
      'Understand income, savings and care costs, and find the benefits and professional help that can make the money last.',
    color: '#047857',
  },
  {
    id: 'legal',
    name: 'Legal Affairs',
    icon: 'scale',
    description:
      'Put the key legal documents in place so the right people can make decisions if your loved one cannot.',
    color: '#6d28d9',
  },
  {
    id: 'home_sale',
    name: 'Home Sale & Transition',
    icon: 'building',
    description:
      'Sort belongings, prepare and sell the family home, and plan a calm, well-organized move.',
    color: '#b45309',
  },
  {
    id: 'care_support',
    name: 'Care & Support Services',
    icon: 'helping-hand',
    description:
      'Find in-home help, day programs, respite and support for you as a caregiver, so no one has to do it all alone.',
    color: '#0f766e',
  },
  {
    id: 'personal',
    name: 'Personal Wishes & Arrangements',
    icon: 'heart',
    description:
      'Capture what matters most to your loved one, from everyday preferences to end-of-life wishes, while there’s time to ask.',
    color: '#be185d',
  },
];

/**
 * The eldercare checklist's 7 categories: their names, icons, descriptions and colors. The tasks
 * themselves are written in one place, the library (./library/, decision record 097): the
 * starter tasks a plan begins with are its `starter` entries (./library/starters.ts).
 *
 * A category's name and description are messages (issue 59): `name` and `description` are the
 * spec's English, which the server writes in its exports and the calendar feed; a page shows
 * them in its reader's language with `categoryName(id, i18n)` and `categoryDescription(id, i18n)`.
 */

import type { I18n } from '@lingui/core';
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

/** A message whose English is given: the words shown to people, as the catalogs hold them. */
type Words = { id: string; message: string };

// Each pair is a call's arguments: the extractor finds a marked descriptor there.
const words = (name: Words, description: Words) => ({ name, description });

const categoryWords: Record<CategoryId, { name: Words; description: Words }> = {
  housing: words(
    /*i18n*/ { id: 'category.housing.name', message: 'Housing & Living Arrangements' },
    /*i18n*/ {
      id: 'category.housing.description',
      message:
        'Decide where your loved one will live safely and comfortably, whether that is at home, with family or in a care community.',
    },
  ),
  healthcare: words(
    /*i18n*/ { id: 'category.healthcare.name', message: 'Healthcare Management' },
    /*i18n*/ {
      id: 'category.healthcare.description',
      message:
        'Keep track of doctors, medications, insurance and medical records so care stays organized and nothing slips through the cracks.',
    },
  ),
  finances: words(
    /*i18n*/ { id: 'category.finances.name', message: 'Financial Management' },
    /*i18n*/ {
      id: 'category.finances.description',
      message:
        'Understand income, savings and care costs, and find the benefits and professional help that can make the money last.',
    },
  ),
  legal: words(
    /*i18n*/ { id: 'category.legal.name', message: 'Legal Affairs' },
    /*i18n*/ {
      id: 'category.legal.description',
      message:
        'Put the key legal documents in place so the right people can make decisions if your loved one cannot.',
    },
  ),
  home_sale: words(
    /*i18n*/ { id: 'category.home-sale.name', message: 'Home Sale & Transition' },
    /*i18n*/ {
      id: 'category.home-sale.description',
      message:
        'Sort belongings, prepare and sell the family home, and plan a calm, well-organized move.',
    },
  ),
  care_support: words(
    /*i18n*/ { id: 'category.care-support.name', message: 'Care & Support Services' },
    /*i18n*/ {
      id: 'category.care-support.description',
      message:
        'Find in-home help, day programs, respite and support for you as a caregiver, so no one has to do it all alone.',
    },
  ),
  personal: words(
    /*i18n*/ { id: 'category.personal.name', message: 'Personal Wishes & Arrangements' },
    /*i18n*/ {
      id: 'category.personal.description',
      message:
        'Capture what matters most to your loved one, from everyday preferences to end-of-life wishes, while there’s time to ask.',
    },
  ),
};

const category = (id: CategoryId, icon: CategoryIcon, color: string): Category => ({
  id,
  name: categoryWords[id].name.message,
  icon,
  description: categoryWords[id].description.message,
  color,
});

export const categories: readonly Category[] = [
  category('housing', 'home', '#1d4ed8'),
  category('healthcare', 'heart-pulse', '#b91c1c'),
  category('finances', 'banknote', '#047857'),
  category('legal', 'scale', '#6d28d9'),
  category('home_sale', 'building', '#b45309'),
  category('care_support', 'helping-hand', '#0f766e'),
  category('personal', 'heart', '#be185d'),
];

/** A category's name in the reader's language (the client passes `useLingui().i18n`). */
export function categoryName(id: CategoryId, i18n: I18n): string {
  return i18n._(categoryWords[id].name);
}

/** A category's description in the reader's language. */
export function categoryDescription(id: CategoryId, i18n: I18n): string {
  return i18n._(categoryWords[id].description);
}

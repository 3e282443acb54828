import { describe, expect, it } from 'vitest';
import { categoryIds } from './category-ids';
import { categories } from './task-library';

const expectedCategories = [
  { id: 'housing', name: 'Housing & Living Arrangements', icon: 'home' },
  { id: 'healthcare', name: 'Healthcare Management', icon: 'heart-pulse' },
  { id: 'finances', name: 'Financial Management', icon: 'banknote' },
  { id: 'legal', name: 'Legal Affairs', icon: 'scale' },
  { id: 'home_sale', name: 'Home Sale & Transition', icon: 'building' },
  { id: 'care_support', name: 'Care & Support Services', icon: 'helping-hand' },
  { id: 'personal', name: 'Personal Wishes & Arrangements', icon: 'heart' },
];

/** WCAG 2.x relative luminance of a #rrggbb color. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb color: ${hex}`);
  const [r, g, b] = match.slice(1, 4).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

describe('categories', () => {
  it('has the 7 expected categories with exact ids, names and icons, in order', () => {
    expect(categories).toHaveLength(7);
    expect(categories.map(({ id, name, icon }) => ({ id, name, icon }))).toEqual(
      expectedCategories,
    );
    expect([...categoryIds]).toEqual(expectedCategories.map((c) => c.id));
  });

  it('gives every category a non-blank description', () => {
    for (const category of categories) {
      expect(category.description.trim(), category.id).not.toBe('');
    }
  });

  it('uses colors with at least 4.5:1 contrast against white', () => {
    for (const category of categories) {
      expect(category.color, category.id).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastRatio(category.color, '#ffffff'), category.id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('computes contrast correctly for known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
  });
});

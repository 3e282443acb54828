import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/translate';
import { planRoleLabel, planRoleLabels, planRoles } from '../rules/plan-roles';
import { stageIds } from './library/library-entry';
import { stageName, stageText } from './stage-words';
import { categories, categoryDescription, categoryName } from './task-library';

// The names the pages show of the categories, the stages and the roles (issue 59): the same
// English as the data, and the glossary's Spanish.

const english = i18nFor('en-US');
const spanish = i18nFor('es-US');

describe('category, stage and role names', () => {
  it('are the data’s own English in English', () => {
    for (const category of categories) {
      expect(categoryName(category.id, english)).toBe(category.name);
      expect(categoryDescription(category.id, english)).toBe(category.description);
    }
    expect(stageIds.map((stage) => stageName(stage, english))).toEqual([
      'Early Planning',
      'Care Transitions',
      'Advanced Care',
    ]);
    for (const stage of stageIds) expect(stageText(stage, english)).toMatch(/^[A-Z].+\.$/);
    for (const role of planRoles) expect(planRoleLabel(role, english)).toBe(planRoleLabels[role]);
  });

  it('are the glossary’s words in Spanish', () => {
    expect(categories.map((category) => categoryName(category.id, spanish))).toEqual([
      'Vivienda y forma de vida',
      'Gestión de la salud',
      'Gestión financiera',
      'Asuntos legales',
      'Venta de la casa y mudanza',
      'Servicios de cuidado y apoyo',
      'Deseos y preparativos personales',
    ]);
    expect(stageIds.map((stage) => stageName(stage, spanish))).toEqual([
      'Planificación temprana',
      'Transiciones de cuidado',
      'Cuidado avanzado',
    ]);
    expect(planRoles.map((role) => planRoleLabel(role, spanish))).toEqual([
      'Responsable',
      'Colaborador',
      'Lector',
    ]);
    for (const category of categories) {
      expect(categoryDescription(category.id, spanish)).not.toBe(category.description);
    }
  });
});

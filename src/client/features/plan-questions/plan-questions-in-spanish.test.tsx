import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { LibrarySuggestions } from '../../../shared/schemas/library';
import { createI18n } from '../../lib/i18n';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { renderWithApp, sessionState } from '../../test/render-with-app';
import { PlanQuestionsPage } from './plan-questions-page';

// /shape-plan as a reader in Spanish (US) sees it (issue 59): the questions, their answers and
// the suggestions' counts from the catalogs. The library's own text is the server's, in the
// reader's language; here it is whatever the answer holds.

const fetchSpy = spyOnApi();
const spanish = createI18n('es-US', spanishMessages);
const inSpanish = (ui: ReactNode) => <I18nProvider i18n={spanish}>{ui}</I18nProvider>;

const suggestions: LibrarySuggestions = {
  groups: [
    {
      stage: 'care_transitions',
      items: ['hospital-discharge', 'home-health'].map((key) => ({
        key,
        title: key,
        stage: 'care_transitions' as const,
        categoryId: 'healthcare',
        description: '',
        subtaskCount: 1,
        hasVideo: false,
        inPlan: false,
      })),
    },
  ],
};

const renderQuestions = (route: string) =>
  renderWithApp(inSpanish(<PlanQuestionsPage />), { session: sessionState(), route });

describe('the questions that shape a plan, in Spanish', () => {
  it('asks each question and offers its answers in Spanish', () => {
    renderQuestions('/shape-plan?step=3');
    expect(screen.getByRole('heading', { level: 1, name: 'Ajuste su plan' })).toBeVisible();
    expect(screen.getByText('Pregunta 3 de 7')).toBeVisible();
    const question = screen.getByRole('group', {
      name: '¿Alguien ha notado cambios en su memoria?',
    });
    for (const answer of ['Sí', 'No', 'No lo sé']) {
      expect(within(question).getByRole('button', { name: answer })).toBeVisible();
    }
    expect(screen.getByRole('button', { name: 'Saltar esta pregunta' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver' })).toBeVisible();
  });

  it('counts the tasks that fit with Spanish plurals', async () => {
    fetchSpy().mockImplementation(async () => jsonAnswer(200, suggestions));
    renderQuestions('/shape-plan?memory=yes&step=results');
    expect(
      await screen.findByRole('heading', { name: 'Tareas que le corresponden' }),
    ).toBeVisible();
    expect(await screen.findByText('(2 tareas)')).toBeVisible();
    expect(screen.getAllByText('1 paso', { exact: false })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Añadir al plan' })).toHaveLength(2);
  });
});

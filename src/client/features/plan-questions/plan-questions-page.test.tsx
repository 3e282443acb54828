import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LibrarySuggestions } from '../../../shared/schemas/library';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { renderWithApp, sessionState } from '../../test/render-with-app';
import { answersOf } from './plan-questions';
import { PlanQuestionsPage } from './plan-questions-page';

const fetchSpy = spyOnApi();

const suggestion = (key: string, title: string, stage: 'early_planning' | 'care_transitions') => ({
  key,
  title,
  stage,
  categoryId: 'healthcare',
  description: `Why ${title}.`,
  subtaskCount: 3,
  hasVideo: false,
  inPlan: false,
});

const suggestions: LibrarySuggestions = {
  groups: [
    {
      stage: 'early_planning',
      items: [suggestion('medical-alert', 'Set up a medical alert', 'early_planning')],
    },
    {
      stage: 'care_transitions',
      items: [
        suggestion('hospital-discharge', 'Plan the hospital discharge', 'care_transitions'),
        suggestion('home-health', 'Arrange home health visits', 'care_transitions'),
      ],
    },
    { stage: 'advanced_care', items: [] },
  ],
};

function renderQuestions(route = '/shape-plan') {
  return renderWithApp(<PlanQuestionsPage />, {
    session: sessionState(),
    route,
    pages: { '/app': <h1>Checklist page</h1> },
  });
}

describe('PlanQuestionsPage', () => {
  it('asks one question a screen, says how far along, and keeps each answer in the address', async () => {
    const { user, router } = renderQuestions();
    expect(screen.getByText('Question 1 of 7')).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Where does the person you care for live?' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'On their own' }));
    expect(router.state.location.search).toBe('?livesWhere=alone&step=2');
    expect(screen.getByText('Question 2 of 7')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Who helps them most days?' })).toHaveFocus();

    // Skipped: no answer, on to the next.
    await user.click(screen.getByRole('button', { name: 'Skip this question' }));
    expect(router.state.location.search).toBe('?livesWhere=alone&step=3');
    await user.click(screen.getByRole('button', { name: 'Not sure' }));
    expect(router.state.location.search).toBe('?livesWhere=alone&memory=not_sure&step=4');

    // Back shows the answer given.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Not sure, your answer' })).toBeVisible();
  });

  it('reads the answers a person gave, leaving out the skipped and the unsure', () => {
    const params = new URLSearchParams(
      'livesWhere=alone&helpers=nobody&memory=not_sure&mobility=no&recentHospitalStay=yes&step=results',
    );
    expect(answersOf(params)).toEqual({
      livesWhere: 'alone',
      mobility: false,
      recentHospitalStay: true,
    });
  });

  it('offers the tasks that fit by stage, each added in one tap or a stage at once', async () => {
    fetchSpy().mockImplementation(async (input) =>
      String(input) === '/api/library/suggestions'
        ? jsonAnswer(200, suggestions)
        : jsonAnswer(200, { added: 2, skipped: 0 }),
    );
    const { user } = renderQuestions(
      '/shape-plan?livesWhere=alone&recentHospitalStay=yes&step=results',
    );
    const transitions = await screen.findByRole('region', { name: 'Care Transitions (2 tasks)' });
    const [path, init] = fetchSpy().mock.calls[0] ?? [];
    expect(path).toBe('/api/library/suggestions');
    expect(JSON.parse(String(init?.body))).toEqual({
      livesWhere: 'alone',
      recentHospitalStay: true,
    });
    expect(screen.getByRole('region', { name: 'Early Planning (1 task)' })).toBeVisible();
    // A stage with nothing to suggest is not shown.
    expect(screen.queryByRole('region', { name: /Advanced Care/ })).toBeNull();

    await user.click(
      within(transitions).getByRole('button', { name: 'Add all 2 Care Transitions tasks' }),
    );
    const [addPath, addInit] = fetchSpy().mock.calls[1] ?? [];
    expect(addPath).toBe('/api/library/add');
    expect(JSON.parse(String(addInit?.body))).toEqual({
      keys: ['hospital-discharge', 'home-health'],
    });
    expect(within(transitions).getByText('All in your plan')).toHaveFocus();
    expect(within(transitions).getAllByText('In your plan')).toHaveLength(2);
    expect(await screen.findByText('2 tasks are in your plan now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change my answers' })).toHaveAttribute(
      'href',
      '/shape-plan?livesWhere=alone&recentHospitalStay=yes&step=1',
    );
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CalendarFeedState } from '../../../../shared/schemas/calendar';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { renderWithApp, sessionState } from '../../../test/render-with-app';
import { feedStateQueryKey } from '../api/feed-requests';
import { CalendarFeedCard } from './calendar-feed-card';

const fetchSpy = spyOnApi();

const URL_ONE = 'https://care.example.org/api/calendar-feed/first-token-0123456789.ics';
const URL_TWO = 'https://care.example.org/api/calendar-feed/second-token-012345678.ics';

/** The API as the card meets it: the state, then what POST and DELETE answer. */
function answerFeed(options: { created?: string[]; refused?: Response } = {}) {
  const urls = [...(options.created ?? [])];
  let state: CalendarFeedState = { active: false, createdAt: null };
  fetchSpy().mockImplementation(async (_path, init) => {
    const method = init?.method ?? 'GET';
    if (method === 'POST') {
      if (options.refused) return options.refused;
      state = { active: true, createdAt: '2026-11-25T10:00:00.000Z' };
      return jsonAnswer(201, { url: urls.shift(), createdAt: state.createdAt });
    }
    if (method === 'DELETE') {
      state = { active: false, createdAt: null };
      return new Response(null, { status: 204 });
    }
    return jsonAnswer(200, state);
  });
}

function renderCard(state: CalendarFeedState, isDemo = false) {
  return renderWithApp(<CalendarFeedCard planId="plan-1" />, {
    session: sessionState({ user: { isDemo } }),
    queries: [{ queryKey: feedStateQueryKey('plan-1'), data: state }],
  });
}

const calls = (method: string) =>
  fetchSpy().mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);

describe('CalendarFeedCard', () => {
  it('explains where to paste the link in each calendar app', () => {
    answerFeed();
    renderCard({ active: false, createdAt: null });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Subscribe in your calendar app' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Google Calendar.*'From URL'/)).toBeInTheDocument();
    expect(screen.getByText(/'New Calendar Subscription'/)).toBeInTheDocument();
    expect(screen.getByText(/'Subscribe from web'/)).toBeInTheDocument();
  });

  it('makes the link, shows it once in a labelled read-only field, and copies it', async () => {
    answerFeed({ created: [URL_ONE] });
    const { user } = renderCard({ active: false, createdAt: null });
    await user.click(screen.getByRole('button', { name: 'Create my private link' }));

    const field = await screen.findByLabelText('Your private calendar link');
    expect(field).toHaveValue(URL_ONE);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      "Keep this link private: anyone with it can see this plan's dates. It is shown only now.",
    );
    expect(calls('POST')[0]?.[0]).toBe('/api/plans/plan-1/calendar-feed');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URL_ONE);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('says a link is on without showing it, and warns before making a new one', async () => {
    answerFeed({ created: [URL_TWO] });
    const { user } = renderCard({ active: true, createdAt: '2026-11-20T10:00:00.000Z' });
    expect(screen.getByText(/Your private link is on \(made Nov 20, 2026\)/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your private calendar link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make a new link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make a new calendar link?' });
    expect(dialog).toHaveTextContent('Your old link stops working');
    expect(calls('POST')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await screen.findByLabelText('Your private calendar link')).toHaveValue(URL_TWO);
  });

  it('turns the link off after asking, and offers to make one again', async () => {
    answerFeed();
    const { user } = renderCard({ active: true, createdAt: '2026-11-20T10:00:00.000Z' });
    await user.click(screen.getByRole('button', { name: 'Turn off my link' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Turn off your calendar link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Your calendar link is turned off')).toBeInTheDocument();
    expect(calls('DELETE')[0]?.[0]).toBe('/api/plans/plan-1/calendar-feed');
    expect(
      await screen.findByRole('button', { name: 'Create my private link' }),
    ).toBeInTheDocument();
  });

  it('says why when the server refuses, in the words of the one translator', async () => {
    answerFeed({
      refused: jsonAnswer(403, {
        error: {
          code: 'demo_restricted',
          message:
            'Demo accounts cannot create a calendar link. Sign up for a full account to unlock all features.',
        },
      }),
    });
    const { user } = renderCard({ active: false, createdAt: null }, true);
    await user.click(screen.getByRole('button', { name: 'Create my private link' }));
    expect(await screen.findByText('Demo mode restriction')).toBeInTheDocument();
    expect(screen.getByText(/Demo accounts cannot create a calendar link/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Your private calendar link')).not.toBeInTheDocument();
  });
});

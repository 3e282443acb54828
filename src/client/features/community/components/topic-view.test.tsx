import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { EXAMPLE_TOPIC_AUTHOR, type TopicDetail } from '../../../../shared/schemas/community';
import { renderWithApp, sessionState } from '../../../test/render-with-app';
import { topicQuery } from '../api/community-requests';
import { TopicView } from './topic-view';

// The discussion is seeded; what the screen sends fails in jsdom, as an offline browser's would.

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchSpy.mockRestore();
  toast.dismiss();
});

const topic: TopicDetail = {
  id: '7b0c1d2e-0000-4000-8000-000000000001',
  title: 'Night-time wandering',
  author: 'Jane C.',
  category: null,
  isPremium: false,
  example: false,
  createdAt: '2026-01-15T09:00:00.000Z',
  lastActive: '2026-01-15T09:00:00.000Z',
  replies: 0,
  participants: 1,
  likes: 0,
  likedByMe: false,
  mine: false,
  content: '  Mum gets up at 3 a.m.\n\n<script>window.__pwned = 1</script>',
  replyList: [],
};

function renderTopic(shown: TopicDetail = topic) {
  return renderWithApp(<TopicView topicId={shown.id} />, {
    route: `/community?topic=${shown.id}`,
    session: sessionState(),
    queries: [{ queryKey: topicQuery(shown.id).queryKey, data: shown }],
  }).user;
}

describe('TopicView', () => {
  it('shows the content as typed, as text', () => {
    renderTopic();
    expect(screen.getByRole('heading', { level: 1, name: 'Night-time wandering' })).toBeVisible();
    const content = screen.getByText(/Mum gets up at 3 a\.m\./);
    expect(content.textContent).toBe(topic.content);
    expect(document.querySelector('script')).toBeNull();
  });

  // Issue 56, item 8 (record 093): a sample discussion is the team's example, and says so.
  it('marks a sample discussion as an example by the team', () => {
    renderTopic({ ...topic, example: true, author: EXAMPLE_TOPIC_AUTHOR });
    expect(screen.getByText('Example')).toBeVisible();
    expect(screen.getByText(EXAMPLE_TOPIC_AUTHOR)).toBeVisible();
  });

  it('marks a member’s discussion as no example', () => {
    renderTopic();
    expect(screen.queryByText('Example')).not.toBeInTheDocument();
    expect(screen.getByText('Jane C.')).toBeVisible();
  });

  it('says when a like fails', async () => {
    const user = renderTopic();
    await user.click(screen.getByRole('button', { name: 'Like (0)' }));
    expect(await screen.findByText('Failed to like discussion')).toBeInTheDocument();
    expect(
      screen.getByText('Network error. Please check your internet connection.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like (0)' })).toBeEnabled();
  });

  it('asks for a display name with the reply of a member who has none', async () => {
    const user = renderTopic();
    await user.type(screen.getByLabelText('Your reply'), 'Door alarms helped us.');
    await user.type(screen.getByRole('textbox', { name: 'Display name' }), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Failed to post reply')).toBeInTheDocument();
    const [path, init] = fetchSpy.mock.calls.at(-1) ?? [];
    expect(path).toBe(`/api/community/topics/${topic.id}/replies`);
    expect(JSON.parse(String(init?.body))).toEqual({
      content: 'Door alarms helped us.',
      displayName: 'Sam',
    });
  });

  it('says when a reply fails, and keeps what was typed', async () => {
    const user = renderTopic();
    await user.type(screen.getByLabelText('Your reply'), 'Door alarms helped us.');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Failed to post reply')).toBeInTheDocument();
    expect(screen.getByLabelText('Your reply')).toHaveValue('Door alarms helped us.');
  });
});

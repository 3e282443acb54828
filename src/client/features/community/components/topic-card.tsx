import { Heart, MessageSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { TopicSummary } from '../../../../shared/schemas/community';
import { formatActivityDate } from '../format-activity-date';
import { TopicBadges } from './topic-badges';

/** A discussion in the list: everything the spec's topic card shows, each figure in words. */
export function TopicCard({ topic }: { topic: TopicSummary }) {
  return (
    <article className="flex flex-col gap-3 rounded-lg border bg-card p-4 text-card-foreground">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 text-lg font-semibold break-words">
          {/* Text, never markup: React escapes whatever a member typed. */}
          <Link to={`/community?topic=${topic.id}`} className="hover:underline">
            {topic.title}
          </Link>
        </h3>
        <TopicBadges topic={topic} />
      </div>
      <p className="text-sm text-muted-foreground">
        By <span className="font-medium text-foreground">{topic.author}</span> · Last active{' '}
        {formatActivityDate(topic.lastActive)}
      </p>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <MessageSquare aria-hidden="true" className="size-4" />
          {topic.replies} {topic.replies === 1 ? 'reply' : 'replies'}
        </li>
        <li className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          {topic.participants} {topic.participants === 1 ? 'participant' : 'participants'}
        </li>
        <li className="flex items-center gap-1.5">
          <Heart aria-hidden="true" className="size-4" />
          {topic.likes} {topic.likes === 1 ? 'like' : 'likes'}
        </li>
      </ul>
    </article>
  );
}

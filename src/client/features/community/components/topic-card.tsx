import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Heart, MessageSquare, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { TopicSummary } from '../../../../shared/schemas/community';
import { useLocale } from '../../../lib/i18n';
import { formatActivityDate } from '../format-activity-date';
import { TopicBadges } from './topic-badges';

/** A discussion in the list: everything the spec's topic card shows, each figure in words. */
export function TopicCard({ topic }: { topic: TopicSummary }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { author, replies, participants, likes } = topic;
  const lastActive = formatActivityDate(topic.lastActive, i18n, locale);
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
        <Trans>
          By <span className="font-medium text-foreground">{author}</span> · Last active{' '}
          {lastActive}
        </Trans>
      </p>
      <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <MessageSquare aria-hidden="true" className="size-4" />
          <Plural value={replies} one="# reply" other="# replies" />
        </li>
        <li className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />
          <Plural value={participants} one="# participant" other="# participants" />
        </li>
        <li className="flex items-center gap-1.5">
          <Heart aria-hidden="true" className="size-4" />
          <Plural value={likes} one="# like" other="# likes" />
        </li>
      </ul>
    </article>
  );
}

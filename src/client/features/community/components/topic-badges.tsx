import { Trans } from '@lingui/react/macro';
import { Crown, Megaphone } from 'lucide-react';
import type { TopicSummary } from '../../../../shared/schemas/community';
import { Badge } from '../../../components/ui/badge';

/**
 * A discussion's marks, on its card and its page: Premium, and Example for the samples the
 * product starts with, which are the team's examples, not members' posts (record 093).
 */
export function TopicBadges({ topic }: { topic: Pick<TopicSummary, 'isPremium' | 'example'> }) {
  if (!topic.isPremium && !topic.example) return null;
  return (
    <span className="flex flex-wrap gap-2">
      {topic.isPremium && (
        <Badge variant="default" className="font-semibold">
          <Crown aria-hidden="true" />
          <Trans>Premium</Trans>
        </Badge>
      )}
      {topic.example && (
        <Badge variant="outline" className="font-semibold">
          <Megaphone aria-hidden="true" />
          <Trans>Example</Trans>
        </Badge>
      )}
    </span>
  );
}

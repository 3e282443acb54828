import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatCount } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n';

/** How far below the screen the end of the list may be when the next tasks are asked for. */
const AHEAD_PX = 600;

/**
 * The end of a category's tasks shown so far, when it holds more (issue 32): the next ones come
 * as it scrolls near the screen, so a phone never renders hundreds of cards at once, and the
 * button asks for them too (keyboard, or a browser without IntersectionObserver). The count
 * says how far the list goes.
 */
export function MoreTasks({
  shown,
  total,
  loading,
  onShowMore,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onShowMore: () => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const shownCount = formatCount(shown, { locale });
  const totalCount = formatCount(total, { locale });
  const end = useRef<HTMLDivElement>(null);
  const showMore = useRef(onShowMore);
  showMore.current = onShowMore;

  useEffect(() => {
    const element = end.current;
    if (!element || loading || typeof IntersectionObserver === 'undefined') return;
    // Still near the screen once a step has come (a tall screen): the next step follows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) showMore.current();
      },
      { rootMargin: `0px 0px ${AHEAD_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [loading]);

  return (
    <div ref={end} className="flex flex-col items-center gap-2">
      <p aria-live="polite" className="text-sm text-muted-foreground">
        <Trans>
          {shownCount} of {totalCount} tasks shown
        </Trans>
      </p>
      <Button
        type="button"
        variant="outline"
        aria-busy={loading || undefined}
        onClick={() => {
          if (!loading) onShowMore();
        }}
      >
        {loading ? t`Loading more tasks…` : t`Show more tasks`}
      </Button>
    </div>
  );
}

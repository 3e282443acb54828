import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { stageName } from '../../../shared/content/stage-words';
import { formatCount } from '../../../shared/format';
import type { LibraryListItem } from '../../../shared/schemas/library';
import { useLocale } from '../../lib/i18n';
import { Button } from '../ui/button';
import { LibraryEntryPreview } from './library-entry-preview';

/**
 * One library task in a list ('Add from library', the questions' suggestions): its title, its
 * one-line why, where it belongs, a preview opened on demand, and 'Add to plan' (one tap), or
 * 'In your plan' once it is. Without `onAdd` (a viewer) it can be read, not added.
 */
export function LibraryEntryItem({
  item,
  categoryName,
  showStage = true,
  onAdd,
}: {
  item: LibraryListItem;
  categoryName?: string;
  /** Says the entry's stage (not in a list grouped by stage). */
  showStage?: boolean;
  onAdd?: (item: LibraryListItem) => void;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const [opened, setOpened] = useState(false);
  // Added by this tap: the button goes, so focus moves to the words that replace it.
  const added = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (item.inPlan && added.current) {
      added.current = false;
      status.current?.focus();
    }
  }, [item.inPlan]);

  const steps = item.subtaskCount;
  const stepCount = formatCount(steps, { locale });
  const stepsLabel = t`${plural(steps, { one: `${stepCount} step`, other: `${stepCount} steps` })}`;
  const where = [categoryName, showStage && stageName(item.stage, i18n), stepsLabel]
    .filter(Boolean)
    .join(' · ');
  const { title } = item;
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="flex flex-col gap-2 rounded-lg border bg-card p-4 text-card-foreground"
      >
        <h3 id={titleId} className="text-base font-semibold">
          {item.title}
        </h3>
        <p>{item.description}</p>
        <p className="text-sm text-muted-foreground">{where}</p>
        <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
          <summary className="min-h-10 cursor-pointer py-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
            <Trans>
              Steps and guidance<span className="sr-only"> for {title}</span>
            </Trans>
          </summary>
          {opened && <LibraryEntryPreview entryKey={item.key} />}
        </details>
        {item.inPlan ? (
          <p
            ref={status}
            tabIndex={-1}
            className="flex min-h-10 items-center gap-2 text-sm font-medium"
          >
            <Check aria-hidden="true" className="size-5 text-primary" />
            <Trans>In your plan</Trans>
          </p>
        ) : (
          onAdd && (
            <Button
              type="button"
              size="lg"
              className="w-full sm:w-fit"
              aria-describedby={titleId}
              onClick={() => {
                added.current = true;
                onAdd(item);
              }}
            >
              <Plus aria-hidden="true" />
              <Trans>Add to plan</Trans>
            </Button>
          )
        )}
      </article>
    </li>
  );
}

import { Trans } from '@lingui/react/macro';
import { BookOpen } from 'lucide-react';
import { useId } from 'react';
import { brand } from '../../config/brand';

/**
 * A library task's guidance: the app's advice, read-only, beside the family's own notes and never
 * in them (issue 56, record 094). Nothing for a task the family made.
 */
export function TaskGuidance({ guidance }: { guidance: string | null }) {
  const id = useId();
  const brandName = brand.name;
  if (!guidance) return null;
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-1.5 rounded-md border-l-4 border-primary bg-muted px-3 py-2 text-sm"
    >
      <h4 id={id} className="flex items-center gap-1.5 font-medium">
        <BookOpen aria-hidden="true" className="size-4 shrink-0" />
        <Trans>Guidance from {brandName}</Trans>
      </h4>
      <p className="break-words whitespace-pre-wrap">{guidance}</p>
      <p className="text-muted-foreground">
        <Trans>The same for every family, and not legal, medical or financial advice.</Trans>
      </p>
    </section>
  );
}

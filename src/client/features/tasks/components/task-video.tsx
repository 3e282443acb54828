import { Trans, useLingui } from '@lingui/react/macro';
import { Video } from 'lucide-react';
import { useId } from 'react';
import type { Task } from '../../../../shared/schemas/tasks';
import { PremiumVideoOffer } from '../../../components/tasks/premium-video-offer';
import { toast } from '../../../lib/toast';

/** A task's instructional video: the player for premium users, an upgrade offer for others. */
export function TaskVideo({ task }: { task: Task }) {
  const { t } = useLingui();
  const id = useId();
  if (task.videoUrl) {
    return (
      <figure className="flex flex-col gap-2">
        <figcaption id={id} className="flex items-center gap-2 text-sm font-medium">
          <Video aria-hidden="true" className="size-4" />
          <Trans>Instructional video</Trans>
        </figcaption>
        {/* biome-ignore lint/a11y/useMediaCaption: the task videos have no caption files yet; see the report on captions. */}
        <video
          controls
          preload="none"
          src={task.videoUrl}
          aria-labelledby={id}
          className="aspect-video w-full rounded-md bg-black"
          onError={() =>
            toast.error(t`Video could not be loaded`, {
              description: t`Please check the video URL and try again`,
            })
          }
        />
      </figure>
    );
  }
  if (!task.hasVideo) return null;
  return <PremiumVideoOffer upgradeTo="/upgrade-premium" />;
}

import { Lock, Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Task } from '../../../../shared/schemas/tasks';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

/** A task's instructional video: the player for premium users, an upgrade offer for others. */
export function TaskVideo({ task }: { task: Task }) {
  const id = useId();
  if (task.videoUrl) {
    return (
      <figure className="flex flex-col gap-2">
        <figcaption id={id} className="flex items-center gap-2 text-sm font-medium">
          <Video aria-hidden="true" className="size-4" />
          Instructional video
        </figcaption>
        {/* biome-ignore lint/a11y/useMediaCaption: the task videos have no caption files yet; see the report on captions. */}
        <video
          controls
          preload="none"
          src={task.videoUrl}
          aria-labelledby={id}
          className="aspect-video w-full rounded-md bg-black"
          onError={() =>
            toast.error('Video could not be loaded', {
              description: 'Please check the video URL and try again',
            })
          }
        />
      </figure>
    );
  }
  if (!task.hasVideo) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3">
      <Button
        type="button"
        variant="secondary"
        size="sm"
        // Wraps, so a task card fits a 320 px wide screen (WCAG 1.4.10).
        className="whitespace-normal text-left"
        onClick={() =>
          toast('Premium feature', {
            description: 'Upgrade to premium to access instructional videos for each task',
          })
        }
      >
        <Lock aria-hidden="true" />
        Instructional video (Premium)
      </Button>
      <Link
        to="/upgrade-premium"
        className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'px-1 underline')}
      >
        Upgrade
      </Link>
    </div>
  );
}

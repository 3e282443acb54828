import {
  Banknote,
  Building,
  HandHelping,
  Heart,
  HeartPulse,
  House,
  type LucideIcon,
  Scale,
} from 'lucide-react';
import type { CategoryIcon as CategoryIconName } from '../../../shared/content/task-library';
import { cn } from '../../lib/cn';

// The library names its icons the way the original product did; these are lucide's names now.
const icons: Record<CategoryIconName, LucideIcon> = {
  home: House,
  'heart-pulse': HeartPulse,
  banknote: Banknote,
  scale: Scale,
  building: Building,
  'helping-hand': HandHelping,
  heart: Heart,
};

/**
 * The category's icon in a tile of its colour. The icon is white on the colour, which every
 * library colour supports at 4.5:1, in both light and dark themes. Decorative: the name is
 * always written beside it.
 */
export function CategoryIcon({
  icon,
  color,
  className,
}: {
  icon: CategoryIconName;
  color: string;
  className?: string;
}) {
  const Icon = icons[icon];
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-white',
        className,
      )}
      style={{ backgroundColor: color }}
    >
      <Icon className="size-6" />
    </span>
  );
}

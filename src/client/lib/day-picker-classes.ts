import type { ClassNames } from 'react-day-picker';

// react-day-picker's parts rendered with the app's Tailwind theme (its own stylesheet is not loaded:
// the theme's colours, dark mode and focus ring come from here). Used by every date picker.
export const dayPickerClassNames: Partial<ClassNames> = {
  root: 'relative w-fit',
  months: 'flex flex-col gap-4',
  month: 'flex flex-col gap-3',
  month_caption: 'flex h-10 items-center justify-center px-12 font-semibold',
  caption_label: 'text-base',
  nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
  button_previous:
    'inline-flex size-10 items-center justify-center rounded-md border border-input bg-background hover:bg-muted disabled:opacity-50',
  button_next:
    'inline-flex size-10 items-center justify-center rounded-md border border-input bg-background hover:bg-muted disabled:opacity-50',
  chevron: 'size-4 fill-current',
  month_grid: 'border-collapse',
  weekdays: '',
  weekday: 'size-10 text-center text-sm font-medium text-muted-foreground',
  week: '',
  day: 'p-0 text-center',
  day_button: 'inline-flex size-10 items-center justify-center rounded-md text-base hover:bg-muted',
  selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary',
  today: 'font-bold [&>button]:underline [&>button]:underline-offset-4',
  outside: 'text-muted-foreground',
  disabled: 'opacity-50',
  hidden: 'invisible',
  footer: 'pt-2 text-sm',
};

import type { CategoryId } from '../category-ids';
import { printableIn } from './built-lists';
import type { PrintableTask } from './printable';

// The free printable checklist's 35 tasks in Spanish (issue 59), in the same places as
// printable.ts. Data only, written into the bundle by a Vite build apart from the English
// (scripts/library-build-plugin.ts).

export const spanishPrintableTasks: Readonly<Record<CategoryId, readonly PrintableTask[]>> =
  printableIn('es');

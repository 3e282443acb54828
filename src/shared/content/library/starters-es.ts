import { startersIn } from './built-lists';
import type { StarterTask } from './starters';

// The 22 starter tasks in Spanish (issue 59), the same keys, order, steps and videos as
// starters.ts: for the demo read in Spanish. Data only, written into the bundle by a Vite build
// (scripts/library-build-plugin.ts) apart from the English, so a page may load one language's.

export const spanishStarterTasks: readonly StarterTask[] = startersIn('es');

import { careSupportTasks } from './care-support';
import { financesTasks } from './finances';
import { healthcareTasks } from './healthcare';
import { homeSaleTasks } from './home-sale';
import { housingTasks } from './housing';
import { legalTasks } from './legal';
import type { LibraryEntry } from './library-entry';
import { personalTasks } from './personal';

// The whole eldercare task library (issue 58), in the categories' order: the one place the
// starter tasks, the printable checklist's 35 and the demo are meant to come from.

export const library: readonly LibraryEntry[] = [
  ...housingTasks,
  ...healthcareTasks,
  ...financesTasks,
  ...legalTasks,
  ...homeSaleTasks,
  ...careSupportTasks,
  ...personalTasks,
];

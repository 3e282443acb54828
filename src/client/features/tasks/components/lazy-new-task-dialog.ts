import { lazyNamed } from '../../../lib/lazy-named';

// The New Task dialog's code (its form, the shared schema and the validator: about 45 KB of
// JavaScript, gzip) loads when a New Task button is first pointed at, focused or pressed, not
// with the dashboard: most visits open no dialog.
export const LazyNewTaskDialog = lazyNamed(() => import('./new-task-dialog'), 'NewTaskDialog');

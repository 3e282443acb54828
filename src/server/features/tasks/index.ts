// Index of the tasks feature (decision record 080): other features and the app import it only
// through this file. A plan's tasks and subtasks: the task row, its locks and every change to it,
// its schedule included.

export {
  type DeletedEntry,
  GONE_MESSAGE,
  listDeletedTasks,
  purgeAtOf,
  purgeDeletedTasks,
  restorableSince,
} from './deleted-tasks';
export { addFromLibrary, libraryKeysInPlan } from './library-add.service';
export { copyTaskLibrary } from './task-library-copy';
export { listTasks } from './task-view';
export { tasksRoutes } from './tasks.routes';

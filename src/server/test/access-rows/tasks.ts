import { type AccessRow, ownResource, signedIn } from '../access-callers';

// The access matrix's rows for a plan's tasks and its calendar (access-table.ts).

export const taskRows: Record<string, AccessRow> = {
  'GET /api/tasks': { expect: signedIn(200) },
  'GET /api/tasks/overview': { expect: signedIn(200) },
  // The search of every task of the caller's plan (record 090); another plan's: tasks.search.test.ts.
  'GET /api/tasks/search': { expect: signedIn(200), query: 'q=power+of+attorney' },
  'POST /api/tasks': {
    expect: signedIn(201),
    body: { title: 'Matrix task', categoryId: 'housing' },
  },
  'PATCH /api/tasks/:taskId': {
    expect: ownResource(200),
    body: { title: 'Renamed by the matrix' },
  },
  'DELETE /api/tasks/:taskId': { expect: ownResource(200, 403) },
  'POST /api/tasks/:taskId/toggle': { expect: ownResource(200) },
  // Undo of a tick (decision D13): ticking is open to the demo, and so is its Undo.
  'POST /api/tasks/:taskId/undo-complete': { expect: ownResource(200) },
  // Back from 'Recently deleted' (record 087): a task that is not deleted is answered as it is;
  // the demo, which cannot delete, cannot restore either.
  'POST /api/tasks/:taskId/restore': { expect: ownResource(200, 403) },
  'POST /api/tasks/:taskId/subtasks/:subtaskId/restore': { expect: ownResource(200, 403) },
  'POST /api/tasks/:taskId/subtasks': { expect: ownResource(200), body: { title: 'Call' } },
  'POST /api/tasks/:taskId/subtasks/:subtaskId/toggle': { expect: ownResource(200) },
  'DELETE /api/tasks/:taskId/subtasks/:subtaskId': { expect: ownResource(200, 403) },
  // Due dates, repeats, reminders (decision record 047): the demo sandbox may set dates too.
  'PUT /api/tasks/:taskId/schedule': {
    expect: ownResource(200),
    body: { dueDate: '2026-12-01', repeat: { frequency: 'monthly' }, reminder: '1_day' },
  },
  'PUT /api/tasks/:taskId/subtasks/:subtaskId/schedule': {
    expect: ownResource(200),
    body: { dueDate: '2026-12-01', dueTime: '09:30' },
  },
  'GET /api/tasks/:taskId/completions': { expect: ownResource(200) },
  // The caller's own plan's calendar (a plan named by a stranger is checked in plan-roles.test.ts).
  'GET /api/calendar': { expect: signedIn(200), query: 'from=2026-12-01&to=2026-12-31' },
  // 'Add to calendar' for one task: the matrix's fresh task has no due date yet, so a caller who
  // may read it is told to give it one (409); the feed tests download a dated one.
  'GET /api/tasks/:taskId/calendar.ics': { expect: ownResource(409) },
};

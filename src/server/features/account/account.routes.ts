import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { deleteAccountCodeSchema, deleteAccountSchema } from '../../../shared/schemas/auth';
import { demoRestrictionMessage } from '../../../shared/schemas/tasks';
import type { AppDeps } from '../../app-deps';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { clearSessionCookie } from '../../auth/session-cookie';
import { toSessionState } from '../../auth/sessions';
import { createThrottle } from '../../auth/throttle';
import { users } from '../../db/schema';
import { forbidden } from '../../lib/app-error';
import { parseJson } from '../../lib/validate';
import { deleteAccount, sendDeletionCode } from './account-deletion.service';
import {
  type AccountExport,
  activityCsv,
  communityCsv,
  exportAccountData,
  tasksCsv,
} from './account-export.service';

const download = (name: string, extension: string, now: Date) =>
  `attachment; filename="planmyeldercare-${name}-${now.toISOString().slice(0, 10)}.${extension}"`;

export function accountRoutes(deps: AppDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  /** One spreadsheet of 'Download my data'. */
  const csvDownload =
    (name: string, write: (data: AccountExport) => string) => async (c: Context<SignedInEnv>) => {
      const data = await exportAccountData(deps, c.get('actor'));
      c.header('Cache-Control', 'no-store');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', download(name, 'csv', deps.clock.now()));
      return c.body(write(data));
    };
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .post('/upgrade', async (c) => {
      const actor = c.get('actor');
      // A demo sandbox shows the basic plan; upgrading it would show nothing real.
      if (actor.user.isDemo) throw forbidden(demoRestrictionMessage('upgrade'), 'demo_restricted');
      const now = deps.clock.now();
      const [user] = await deps.database.db
        .update(users)
        .set({ subscriptionTier: 'premium', updatedAt: now })
        .where(eq(users.id, actor.user.id))
        .returning();
      return c.json(
        toSessionState(deps.config, { session: actor.session, user: user ?? actor.user }, now),
      );
    })
    .get('/export', async (c) => {
      const data = await exportAccountData(deps, c.get('actor'));
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', download('data', 'json', deps.clock.now()));
      return c.json(data);
    })
    .get('/export/tasks.csv', csvDownload('tasks', tasksCsv))
    .get('/export/activity.csv', csvDownload('activity', activityCsv))
    .get('/export/community.csv', csvDownload('community', communityCsv))
    .post('/delete/code', async (c) => {
      const actor = c.get('actor');
      const { password } = await parseJson(c, deleteAccountCodeSchema);
      await throttle.consume([
        { limiter: 'passwordCheckAccount', key: actor.user.id },
        { limiter: 'sendCodeAccount', key: actor.user.id },
      ]);
      const { expiresAt } = await sendDeletionCode(deps, actor, password);
      return c.json({ success: true, expiresAt: expiresAt.toISOString() });
    })
    .post('/delete', async (c) => {
      const actor = c.get('actor');
      const input = await parseJson(c, deleteAccountSchema);
      await throttle.consume([{ limiter: 'passwordCheckAccount', key: actor.user.id }]);
      await deleteAccount(deps, actor, input);
      clearSessionCookie(c, deps.config);
      return c.json({ success: true });
    });
}

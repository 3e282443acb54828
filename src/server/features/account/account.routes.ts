import { type Context, Hono } from 'hono';
import { accountLocaleSchema, updateProfileSchema } from '../../../shared/schemas/account';
import { deleteAccountCodeSchema, deleteAccountSchema } from '../../../shared/schemas/auth';
import { emailPreferencesSchema } from '../../../shared/schemas/calendar';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { clearSessionCookie } from '../../auth/session-cookie';
import { toSessionState } from '../../auth/sessions';
import { createThrottle } from '../../auth/throttle';
import { clearLocale, keepLocale } from '../../lib/request-locale';
import { jsonBody } from '../../lib/validate';
import { pulledWebStream } from '../../lib/web-stream';
import type { CareDeps } from '../care';
import { updateProfile } from '../community';
import { exportAccountArchive } from './account-archive.service';
import { deleteAccount, deletionEffects, sendDeletionCode } from './account-deletion.service';
import {
  type AccountExport,
  activityCsv,
  communityCsv,
  exportAccountData,
  tasksCsv,
} from './account-export.service';
import { saveAccountLocale } from './account-locale.service';
import { upgradeToPremium } from './account-upgrade.service';
import { getEmailPreferences, updateEmailPreferences } from './email-preferences.service';
import { recordWelcomeSeen } from './welcome-seen.service';

export function accountRoutes(deps: CareDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  /** The headers of a file of 'Download my data': saved, never kept by a cache. */
  const attach = (c: Context<SignedInEnv>, name: string, type: string) => {
    const day = deps.clock.now().toISOString().slice(0, 10);
    c.header(
      'Content-Disposition',
      `attachment; filename="planmyeldercare-${name}-${day}.${type}"`,
    );
    c.header('Cache-Control', 'private, no-store');
  };
  /** One spreadsheet of 'Download my data'. */
  const spreadsheet =
    (name: string, write: (data: AccountExport) => string) => async (c: Context<SignedInEnv>) => {
      const data = await exportAccountData(deps, c.get('actor'), { withCare: false });
      attach(c, name, 'csv');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      return c.body(write(data));
    };
  return (
    new Hono<SignedInEnv>()
      .use(requireUser)
      .post('/upgrade', async (c) => {
        const actor = c.get('actor');
        const user = await upgradeToPremium(deps, actor);
        const state = { session: actor.session, user };
        return c.json(toSessionState(deps.config, state, deps.clock.now()));
      })
      .get('/email-preferences', async (c) =>
        c.json(await getEmailPreferences(deps, c.get('actor'))),
      )
      .patch('/email-preferences', jsonBody(emailPreferencesSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await updateEmailPreferences(deps, c.get('actor'), input));
      })
      // The welcome video closed (record 088): once per account, not once per browser.
      .post('/welcome-seen', async (c) => c.json(await recordWelcomeSeen(deps, c.get('actor'))))
      // The person's language and region (record 100): kept on the account and in this browser.
      .put('/locale', jsonBody(accountLocaleSchema), async (c) => {
        const saved = await saveAccountLocale(deps, c.get('actor'), c.req.valid('json'));
        if (saved.locale) keepLocale(c, deps.config, saved.locale);
        else clearLocale(c, deps.config);
        return c.json(saved);
      })
      .patch('/profile', jsonBody(updateProfileSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await updateProfile(deps, c.get('actor'), input));
      })
      .get('/export', async (c) => {
        // Everything, as a ZIP streamed as it is written (decision record 085), a few a minute.
        const actor = c.get('actor');
        await throttle.consume([{ limiter: 'exportAccount', key: actor.user.id }]);
        const archive = await exportAccountArchive(deps, actor);
        attach(c, 'data', 'zip');
        c.header('Content-Type', 'application/zip');
        return c.body(pulledWebStream(archive));
      })
      .get('/export/tasks.csv', spreadsheet('tasks', tasksCsv))
      .get('/export/activity.csv', spreadsheet('activity', activityCsv))
      .get('/export/community.csv', spreadsheet('community', communityCsv))
      .get('/delete/effects', async (c) => c.json(await deletionEffects(deps, c.get('actor'))))
      .post('/delete/code', jsonBody(deleteAccountCodeSchema), async (c) => {
        const actor = c.get('actor');
        const input = c.req.valid('json');
        await throttle.consume([
          { limiter: 'passwordCheckAccount', key: actor.user.id },
          { limiter: 'sendCodeAccount', key: actor.user.id },
        ]);
        const { expiresAt } = await sendDeletionCode(deps, actor, input);
        return c.json({ success: true, expiresAt: expiresAt.toISOString() });
      })
      .post('/delete', jsonBody(deleteAccountSchema), async (c) => {
        const actor = c.get('actor');
        const input = c.req.valid('json');
        await throttle.consume([{ limiter: 'passwordCheckAccount', key: actor.user.id }]);
        await deleteAccount(deps, actor, input);
        clearSessionCookie(c, deps.config);
        return c.json({ success: true });
      })
  );
}

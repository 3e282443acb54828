import { Hono } from 'hono';
import { z } from 'zod';
import {
  currentPasswordSchema,
  emailSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  premiumSignUpSchema,
  sendCodeSchema,
  signUpSchema,
  updatePasswordSchema,
  verifyCodeSchema,
} from '../../../shared/schemas/auth';
import type { AppEnv } from '../../app-env';
import { access } from '../../auth/access';
import { actorOf, requestInfoOf, requireUser } from '../../auth/require-user';
import { clearSessionCookie } from '../../auth/session-cookie';
import { endSession, shownUserId, toSessionState, touchSession } from '../../auth/sessions';
import { respondWithSession } from '../../auth/start-session';
import { createThrottle } from '../../auth/throttle';
import { jsonBody } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import { startDemoSandbox } from './demo-sandbox.service';
import { updatePassword } from './password.service';
import { requestPasswordReset, resetPassword } from './password-reset.service';
import { isDemoPair, signIn, signOut } from './sign-in.service';
import { confirmEmailAddress, signUp, signUpPremium } from './sign-up.service';
import { sendCode, verifyCode } from './two-factor.service';

// Sign-in accepts any password the account may have; the form checks the spec's rules.
const signInRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
  adminLogin: z.boolean().optional().default(false),
});

export function authRoutes(deps: BaseDeps) {
  const { config, database, clock } = deps;
  const throttle = createThrottle(database.db, config);

  return (
    new Hono<AppEnv>()
      .post('/sign-in', access.public, jsonBody(signInRequestSchema), async (c) => {
        const input = c.req.valid('json');
        const request = requestInfoOf(c);
        const previous = c.get('auth');
        if (isDemoPair(config, input)) {
          // Counted as a demo, per visitor's address: every visitor types the same demo address,
          // so counting it per account would let a hundred of them lock the demo for all.
          await throttle.consume([{ limiter: 'demoAddress', key: request.ipAddress }]);
          const started = await startDemoSandbox(deps, request);
          if (previous) await endSession(database.db, previous.session.id);
          return respondWithSession(c, deps, started, { demo: true });
        }
        const accountAddress = `${input.email}|${request.ipAddress}`;
        await throttle.consume([
          { limiter: 'signInAddress', key: request.ipAddress },
          { limiter: 'signInAccountAddress', key: accountAddress },
          { limiter: 'signInAccount', key: input.email },
        ]);
        const started = await signIn(deps, request, input);
        await throttle.reset('signInAccountAddress', accountAddress);
        if (previous) await endSession(database.db, previous.session.id);
        return respondWithSession(c, deps, started, { demo: false });
      })
      .post('/demo-sign-in', access.public, async (c) => {
        const request = requestInfoOf(c);
        await throttle.consume([{ limiter: 'demoAddress', key: request.ipAddress }]);
        const started = await startDemoSandbox(deps, request);
        // Every demo is a fresh sandbox, made for this visitor.
        return respondWithSession(c, deps, started, { created: true });
      })
      .post('/sign-up', access.public, jsonBody(signUpSchema), async (c) => {
        const input = c.req.valid('json');
        const request = requestInfoOf(c);
        await throttle.consume([
          { limiter: 'signUpAddress', key: request.ipAddress },
          { limiter: 'signUpAccount', key: input.email },
        ]);
        return respondWithSession(c, deps, await signUp(deps, request, input), {}, 201);
      })
      .post('/sign-up-premium', access.public, jsonBody(premiumSignUpSchema), async (c) => {
        const input = c.req.valid('json');
        const request = requestInfoOf(c);
        await throttle.consume([
          { limiter: 'signUpAddress', key: request.ipAddress },
          { limiter: 'signUpAccount', key: input.email },
        ]);
        return c.json(await signUpPremium(deps, request, input), 201);
      })
      .get('/confirm-email', access.public, async (c) => {
        const confirmed = await confirmEmailAddress(deps, requestInfoOf(c), {
          token: c.req.query('token') ?? '',
        });
        // The spec sends the confirmation back to the site's front door.
        return c.redirect(confirmed ? '/?email_confirmed=1' : '/?email_confirmed=0', 302);
      })
      .get('/session', access.pending, requireUser, (c) => {
        return c.json(toSessionState(config, c.get('actor'), clock.now()));
      })
      .post('/session/activity', access.pending, requireUser, async (c) => {
        const actor = c.get('actor');
        const now = clock.now();
        const session = (await touchSession(database.db, actor.session.id, now)) ?? actor.session;
        return c.json(toSessionState(config, { session, user: actor.user }, now));
      })
      .post('/code/send', access.pending, requireUser, jsonBody(sendCodeSchema), async (c) => {
        const actor = c.get('actor');
        const input = c.req.valid('json');
        await throttle.consume([
          { limiter: 'sendCodeAddress', key: actor.ipAddress },
          // A sign-up stand-in counts as the new account it shows (record 018).
          { limiter: 'sendCodeAccount', key: shownUserId(actor) },
        ]);
        const result = await sendCode(deps, actor, input);
        return c.json({
          success: true,
          isAdminLogin: actor.session.isAdminLogin,
          expiresAt: result.expiresAt.toISOString(),
          resendAvailableAt: result.resendAvailableAt.toISOString(),
        });
      })
      .post('/code/verify', access.pending, requireUser, jsonBody(verifyCodeSchema), async (c) => {
        const actor = c.get('actor');
        const input = c.req.valid('json');
        const { started, joined } = await verifyCode(deps, actor, input);
        return respondWithSession(c, deps, started, {
          success: true,
          message: actor.session.isAdminLogin ? 'Admin login verified' : 'Verification successful',
          ...(joined && { joinedPlan: { id: joined.planId, name: joined.planName } }),
        });
      })
      .post('/sign-out', access.public, async (c) => {
        // Public, so that a session past its limits can still sign out: no 401 here.
        const actor = actorOf(c);
        // Only the session it ends loses its cookie (the guard clears one that ran out). A
        // sign-out whose session had already ended (sent twice, or from another tab) may be
        // answered after this browser signed in again: clearing then would sign it out.
        if (actor) {
          await signOut(deps, actor);
          clearSessionCookie(c, config);
        }
        return c.json({ success: true });
      })
      .post('/password', requireUser, jsonBody(updatePasswordSchema), async (c) => {
        const actor = c.get('actor');
        const input = c.req.valid('json');
        // Guessing the current password here is guessing a password: the sign-in limit applies.
        await throttle.consume([{ limiter: 'passwordCheckAccount', key: actor.user.id }]);
        await updatePassword(deps, actor, input);
        return c.json({ success: true });
      })
      // Public: for someone who cannot sign in. The same answer whether or not the address has
      // an account.
      .post(
        '/password-reset/request',
        access.public,
        jsonBody(passwordResetRequestSchema),
        async (c) => {
          const input = c.req.valid('json');
          const request = requestInfoOf(c);
          await throttle.consume([
            { limiter: 'passwordResetAddress', key: request.ipAddress },
            { limiter: 'passwordResetEmail', key: input.email },
          ]);
          await requestPasswordReset(deps, request, input);
          return c.json({ success: true });
        },
      )
      .post('/password-reset', access.public, jsonBody(passwordResetSchema), async (c) => {
        const input = c.req.valid('json');
        const request = requestInfoOf(c);
        await throttle.consume([{ limiter: 'passwordResetAddress', key: request.ipAddress }]);
        await resetPassword(deps, request, input);
        return c.json({ success: true });
      })
      .get('/admin-check', requireUser, (c) => {
        return c.json({ isAdmin: c.get('actor').user.role === 'admin' });
      })
  );
}

import { Hono } from 'hono';
import { z } from 'zod';
import {
  emailSchema,
  premiumSignUpSchema,
  sendCodeSchema,
  signUpSchema,
  updatePasswordSchema,
  verifyCodeSchema,
} from '../../../shared/schemas/auth';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../app-env';
import { clearSessionCookie, writeSessionCookie } from '../../auth/session-cookie';
import { type AuthContext, endSession, toSessionState, touchSession } from '../../auth/sessions';
import { createThrottle } from '../../auth/throttle';
import { unauthorized } from '../../lib/app-error';
import { parseJson } from '../../lib/validate';
import { recordAudit } from '../audit/record-audit';
import {
  confirmEmailAddress,
  demoSignIn,
  type RequestInfo,
  signIn,
  signUp,
  signUpPremium,
  updatePassword,
} from './accounts.service';
import { sendCode, verifyCode } from './two-factor.service';

// Sign-in accepts any password the account may have; the form checks the spec's rules.
const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'Password is required' }).max(256),
  adminLogin: z.boolean().optional().default(false),
});

export function authRoutes(deps: AppDeps) {
  const { config, database, clock } = deps;
  const throttle = createThrottle(database.db, config);

  const requestInfo = (c: {
    get(key: 'clientAddress'): string;
    req: { header(name: string): string | undefined };
  }): RequestInfo => ({
    ipAddress: c.get('clientAddress'),
    userAgent: c.req.header('user-agent') ?? '',
  });
  const requireAuth = (auth: AuthContext | undefined): AuthContext => {
    if (!auth) throw unauthorized();
    return auth;
  };

  return new Hono<AppEnv>()
    .post('/sign-in', async (c) => {
      const input = await parseJson(c, signInRequestSchema);
      const request = requestInfo(c);
      await throttle.consume([
        { limiter: 'signInAddress', key: request.ipAddress },
        { limiter: 'signInAccount', key: input.email },
      ]);
      const previous = c.get('auth');
      const result = await signIn(deps, input, request);
      await throttle.reset('signInAccount', input.email);
      if (previous) await endSession(database.db, previous.session.id);
      writeSessionCookie(c, config, result.token);
      return c.json({ ...toSessionState(config, result.auth, clock.now()), demo: result.demo });
    })
    .post('/demo-sign-in', async (c) => {
      const request = requestInfo(c);
      await throttle.consume([{ limiter: 'signInAddress', key: request.ipAddress }]);
      const result = await demoSignIn(deps, request);
      writeSessionCookie(c, config, result.token);
      return c.json({
        ...toSessionState(config, result.auth, clock.now()),
        created: result.created,
      });
    })
    .post('/sign-up', async (c) => {
      const input = await parseJson(c, signUpSchema);
      const request = requestInfo(c);
      await throttle.consume([
        { limiter: 'signUpAddress', key: request.ipAddress },
        { limiter: 'signUpAccount', key: input.email },
      ]);
      const result = await signUp(deps, input, request);
      writeSessionCookie(c, config, result.token);
      return c.json(toSessionState(config, result.auth, clock.now()), 201);
    })
    .post('/sign-up-premium', async (c) => {
      const input = await parseJson(c, premiumSignUpSchema);
      const request = requestInfo(c);
      await throttle.consume([
        { limiter: 'signUpAddress', key: request.ipAddress },
        { limiter: 'signUpAccount', key: input.email },
      ]);
      const user = await signUpPremium(deps, input);
      return c.json({ email: user.email, subscriptionTier: user.subscriptionTier }, 201);
    })
    .get('/confirm-email', async (c) => {
      const confirmed = await confirmEmailAddress(deps, c.req.query('token') ?? '');
      // The spec sends the confirmation back to the site's front door.
      return c.redirect(confirmed ? '/?email_confirmed=1' : '/?email_confirmed=0', 302);
    })
    .get('/session', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(toSessionState(config, requireAuth(c.get('auth')), clock.now()));
    })
    .post('/session/activity', async (c) => {
      const auth = requireAuth(c.get('auth'));
      const now = clock.now();
      const session = (await touchSession(database.db, auth.session.id, now)) ?? auth.session;
      return c.json(toSessionState(config, { session, user: auth.user }, now));
    })
    .post('/code/send', async (c) => {
      const auth = requireAuth(c.get('auth'));
      const { referenceId } = await parseJson(c, sendCodeSchema);
      const request = requestInfo(c);
      await throttle.consume([
        { limiter: 'sendCodeAddress', key: request.ipAddress },
        { limiter: 'sendCodeAccount', key: auth.user.id },
      ]);
      const result = await sendCode(deps, auth, referenceId);
      return c.json({
        success: true,
        isAdminLogin: auth.session.isAdminLogin,
        expiresAt: result.expiresAt.toISOString(),
        resendAvailableAt: result.resendAvailableAt.toISOString(),
      });
    })
    .post('/code/verify', async (c) => {
      const auth = requireAuth(c.get('auth'));
      const input = await parseJson(c, verifyCodeSchema);
      const result = await verifyCode(deps, auth, input, requestInfo(c));
      writeSessionCookie(c, config, result.token);
      return c.json({
        success: true,
        message: auth.session.isAdminLogin ? 'Admin login verified' : 'Verification successful',
        ...toSessionState(config, result.auth, clock.now()),
      });
    })
    .post('/sign-out', async (c) => {
      const auth = c.get('auth');
      if (auth) {
        await endSession(database.db, auth.session.id);
        await recordAudit(database.db, clock.now(), {
          userId: auth.user.id,
          userEmail: auth.user.email,
          action: 'logout',
          ipAddress: c.get('clientAddress'),
        });
      }
      clearSessionCookie(c, config);
      return c.json({ success: true });
    })
    .post('/password', async (c) => {
      const auth = requireAuth(c.get('auth'));
      const { password } = await parseJson(c, updatePasswordSchema);
      await updatePassword(deps, auth.user, auth.session.id, password);
      return c.json({ success: true });
    })
    .get('/admin-check', (c) => {
      return c.json({ isAdmin: requireAuth(c.get('auth')).user.role === 'admin' });
    });
}

import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './app-env';
import { authGuard } from './auth/guard';
import { isDatabaseUnavailable } from './db/unavailable';
import { accountRoutes } from './features/account';
import { adminRoutes } from './features/admin';
import { auditRoutes } from './features/audit';
import { authRoutes } from './features/auth';
import { CALENDAR_FEED_PATH, calendarRoutes, publicFeedRoutes } from './features/calendar';
import { DOCUMENT_UPLOAD_ROUTE, limitDocumentUpload } from './features/care';
import { communityRoutes } from './features/community';
import { healthRoutes, metricsRoutes } from './features/health';
import { leadRoutes } from './features/leads';
import { libraryRoutes } from './features/library';
import { paymentsRoutes } from './features/payments';
import { invitationRoutes, plansRoutes } from './features/plans';
import { emailRoutes, ONE_CLICK_UNSUBSCRIBE_PATH } from './features/reminders';
import {
  authenticatorAppRoutes,
  passkeyRoutes,
  recoveryCodeRoutes,
  reproveRoutes,
} from './features/sign-in-factors';
import { tasksRoutes } from './features/tasks';
import { pageRoutes } from './html/page-routes';
import { securityHeaders } from './html/security-headers';
import { robotsTxt, sitemapXml } from './html/seo-files';
import { AppError, badRequest, payloadTooLarge } from './lib/app-error';
import { compressDocuments } from './lib/compress-documents';
import { shedLoad } from './lib/shed-load';
import { MALFORMED_JSON } from './lib/validate';

const ONE_YEAR_SECONDS = 31_536_000;

/** A path as the request log writes it: a calendar feed's address holds its secret token. */
function loggedPath(path: string): string {
  return path.startsWith(CALENDAR_FEED_PATH) ? `${CALENDAR_FEED_PATH}[token]` : path;
}

/** Sets Cache-Control on a successful answer from the handlers after it (static files). */
function cacheFor(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', value);
    }
  };
}

/**
 * Every API route, mounted under /api. The client never imports this: it calls the routes with
 * plain fetch (src/client/lib/api.ts, decision 014) and shares only the types in src/shared.
 */
export function createApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/health', healthRoutes(deps))
    .route('/metrics', metricsRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/reprove', reproveRoutes(deps))
    .route('/passkeys', passkeyRoutes(deps))
    .route('/authenticator-app', authenticatorAppRoutes(deps))
    .route('/recovery-codes', recoveryCodeRoutes(deps))
    .route('/tasks', tasksRoutes(deps))
    .route('/library', libraryRoutes(deps))
    .route('/plans', plansRoutes(deps))
    .route('/calendar', calendarRoutes(deps))
    .route('/calendar-feed', publicFeedRoutes(deps))
    .route('/invitations', invitationRoutes(deps))
    .route('/audit', auditRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/email', emailRoutes(deps))
    .route('/community', communityRoutes(deps))
    .route('/leads', leadRoutes(deps))
    .route('/payments', paymentsRoutes(deps))
    .route('/admin', adminRoutes(deps));
}

export function createApp(deps: AppDeps) {
  const { logger } = deps;

  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const elapsedMs = performance.now() - started;
    deps.metrics.observe(c, elapsedMs / 1000);
    // The path only: query strings may carry tokens (and a feed's path does: loggedPath).
    logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: loggedPath(c.req.path),
        status: c.res.status,
        durationMs: Math.round(elapsedMs * 10) / 10,
      },
      'request',
    );
  });
  // A page that carries custom code sends its own policy, which this leaves in place (record 038).
  app.use(securityHeaders());
  app.use(compress());
  // Inside compress(): a page it has sent in Brotli, compress() leaves as it is.
  app.use(compressDocuments());

  /** An AppError as JSON; a wait it names (429, 503) also goes in Retry-After. */
  const answer = (c: Context, error: AppError) => {
    const retryAfter = error.details?.retryAfterSeconds;
    if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
    return c.json(
      { error: { code: error.code, message: error.message, ...error.details } },
      error.status,
    );
  };

  app.onError((error, c) => {
    // The JSON step (lib/validate.ts) refuses a body that does not parse as JSON with Hono's
    // HTTPException: answered like any other bad input, in JSON (validate.test.ts fails if a
    // Hono upgrade words it otherwise).
    if (error instanceof HTTPException && error.message === MALFORMED_JSON) {
      return answer(c, badRequest('The request body is not valid JSON', { fields: {} }));
    }
    if (error instanceof HTTPException) return error.getResponse();
    if (error instanceof AppError) return answer(c, error);
    if (isDatabaseUnavailable(error)) {
      // Logged by its code only, and answered as a pause, not a fault: nothing was changed.
      const code = (error as { cause?: { code?: string } }).cause?.code;
      logger.warn({ code, requestId: c.get('requestId') }, 'database unavailable');
      const message = 'PlanMyEldercare is briefly unavailable. Please try again in a moment.';
      return answer(c, new AppError(503, 'unavailable', message, { retryAfterSeconds: 5 }));
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'unhandled error');
    return c.json({ error: { code: 'internal', message: 'An unexpected error occurred' } }, 500);
  });

  // API answers carry a family's private details: no cache keeps them unless a route says so.
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use('/api/*', shedLoad(deps.config.maxInFlight));
  const allowedOrigins = new Set([new URL(deps.config.publicUrl).origin]);
  const checkOrigin = csrf({
    origin: (origin, c) => origin === new URL(c.req.url).origin || allowedOrigins.has(origin),
  });
  // RFC 8058's one-click unsubscribe is a form POST from a mail provider, with no Origin: that
  // one route is let through. It changes nothing but what its signed token names (record 047).
  app.use('/api/*', (c, next) =>
    c.req.path === ONE_CLICK_UNSUBSCRIBE_PATH ? next() : checkOrigin(c, next),
  );
  // Bodies over the limit are refused from Content-Length before they are read, or as soon as
  // a streamed one passes the limit; checked before the session lookup costs anything.
  const limitBody = bodyLimit({
    maxSize: deps.config.bodyLimitBytes,
    onError: (c) => answer(c, payloadTooLarge()),
  });
  // A document upload has its own, larger limit (record 082), also applied before the session.
  app.use('/api/*', (c, next) =>
    c.req.method === 'POST' && DOCUMENT_UPLOAD_ROUTE.test(c.req.path)
      ? limitDocumentUpload(c, next)
      : limitBody(c, next),
  );
  app.use('/api/*', authGuard(deps));
  app.route('/api', createApi(deps));
  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: 'Not found' } }, 404));

  // Made from the route table (html/seo-files.ts), with the public address in their links.
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(deps.config.publicUrl));
  });
  app.get('/sitemap.xml', (c) => {
    c.header('Cache-Control', 'public, max-age=3600');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(sitemapXml(deps.config.publicUrl));
  });

  const client = deps.client;
  if (client) {
    // Vite puts a content hash in every file name under /assets, so they never change.
    app.use('/assets/*', cacheFor(`public, max-age=${ONE_YEAR_SECONDS}, immutable`));
    // In Brotli, to a browser that takes it, as the build wrote it (scripts/precompress.mjs).
    app.use('/assets/*', serveStatic({ root: client.dir, precompressed: true }));
    app.use('*', cacheFor('public, max-age=3600'));
    app.use(
      '*',
      serveStatic({
        root: client.dir,
        precompressed: true,
        // index.html is only sent composed, through the page handler below.
        rewriteRequestPath: (path) => (path === '/' || path.endsWith('.html') ? '/__none__' : path),
      }),
    );
  }

  // Every page, and the plain form posts of the pages a visitor meets before signing in.
  app.route('/', pageRoutes(deps, { api: app, checkOrigin }));

  return app;
}

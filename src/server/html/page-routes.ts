import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { isSentWithoutApp, prerenderKey } from '../../shared/app-route';
import { defaultLocaleOf, type Locale, languageOf } from '../../shared/i18n/locales';
import { POSTED_FORM_ELEMENT_ID, type PostedForm } from '../../shared/page-forms';
import {
  DEHYDRATED_STATE_ELEMENT_ID,
  RENDERED_FOR_HEADER,
  RENDERED_PLAN_HEADER,
  type SignedInRender,
} from '../../shared/server-rendered-page';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../app-env';
import { readSiteSettings } from '../features/admin';
import { AppError, payloadTooLarge } from '../lib/app-error';
import { type FormFields, formBodyReader } from '../lib/form-body';
import { alternateLinks, requestLocale } from '../lib/request-locale';
import { apiHeaders, apiReaderFor } from './api-as-visitor';
import { modulePreloadsFor } from './built-client';
import { CUSTOM_CODE_CSP } from './content-security-policy';
import { localizedRefusal } from './localized-refusal';
import { apiBodyOf, type PageForm, pageForms, shownValuesOf } from './page-forms';
import { matchPage, type PageMatch, renderPage } from './render-page';
import { noSiteSettings, sitePage } from './site-page';
import { sendCodeAfterPost, twoFactorState } from './two-factor-page';

type RefusalBody = { error?: Omit<NonNullable<PostedForm['error']>, 'status'> };

/** Where an accepted form post leads, from its table entry and the API's answer. */
async function nextPage(
  form: PageForm,
  answer: Response,
  sendCode: (cookies: string[]) => Promise<string>,
): Promise<string> {
  const next =
    typeof form.next === 'function' ? form.next(await answer.json().catch(() => ({}))) : form.next;
  return next === 'two-factor' ? sendCode(answer.headers.getSetCookie()) : next;
}

/** JSON inside a <script> element: a `<` could close it or open a comment, so it is escaped. */
function jsonBlock(id: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

const postedFormBlock = (posted: PostedForm) => jsonBlock(POSTED_FORM_ELEMENT_ID, posted);
const dehydratedStateBlock = (queries: unknown) => jsonBlock(DEHYDRATED_STATE_ELEMENT_ID, queries);

type RenderedPage = Exclude<SignedInRender, { notMember: true }>;

/**
 * Every page (GET) and the plain form posts of the pages a visitor meets before signing in
 * (record 052), and of /profile's language and region (record 100). `api` is the whole app: a
 * form post is sent on to its API route through it, so the route's whole chain (origin check,
 * body limit, session, throttles) applies as for a fetch.
 */
export function pageRoutes(
  deps: AppDeps,
  options: { api: Hono<AppEnv>; checkOrigin: MiddlewareHandler },
) {
  const { logger } = deps;
  const client = deps.client;
  const readForm = formBodyReader(deps);

  const sendPage = async (
    c: Context<AppEnv>,
    match: PageMatch,
    { posted, rendered }: { posted?: PostedForm; rendered?: RenderedPage } = {},
  ) => {
    // The admins' SEO settings and custom code (decision D5). The page is still sent, as built,
    // when they cannot be read (spec section 8: a site settings read failure is logged only).
    const settings = await readSiteSettings(deps.database.db).catch((error: unknown) => {
      logger.error({ err: error }, 'reading the site settings failed');
      return noSiteSettings;
    });
    // Drawn in the reader's locale (record 100), which the address, the kept choice or the
    // browser's languages decide.
    const locale = requestLocale(c, deps.config);
    const page = sitePage(match, settings, locale);
    if (page.customCode) c.header('Content-Security-Policy', CUSTOM_CODE_CSP);
    c.header('Vary', 'Accept-Language, Cookie');
    const status = posted?.error ? (posted.error.status as 400) : match.status;
    if (!client) return c.text(page.parts.title, status);
    const path = match.route?.path ?? '*';
    // The page as the build rendered it (public pages in full, signed-in ones their frame), or rendered
    // now: for a refused form post, with what was typed and why it was refused; for a signed-in
    // request, with its data (already rendered by renderSignedInPage).
    // A content page, or a form page whose form is its island, has no app to hydrate it: its
    // own template's script loads only content-page.ts (records 053, 061).
    const search = new URL(c.req.url).search;
    // A public page names its address in each language, for search engines (hreflang).
    const alternates =
      match.route?.access === 'public' && !page.parts.noIndex
        ? alternateLinks(deps.config.publicUrl, c.req.path, search)
        : '';
    const head = (...parts: (string | undefined)[]) =>
      [page.parts.head, alternates, ...parts].filter(Boolean).join('\n');
    const template = isSentWithoutApp(match.route, search)
      ? client.contentTemplate
      : client.template;
    const modulePreload = modulePreloadsFor(
      client.modulePreloads,
      match.route,
      search,
      languageOf(locale),
    );
    if (posted && client.render) {
      const body = await client.render(path, locale, posted);
      const parts = {
        ...page.parts,
        lang: locale,
        modulePreload,
        head: head(postedFormBlock(posted)),
      };
      return c.html(renderPage(template, { ...parts, body }), status);
    }
    if (rendered) {
      // Rendered for this request: the data it was rendered with is in the page, so nothing is
      // preloaded (the browser asks for none of it).
      const parts = {
        ...page.parts,
        lang: locale,
        preload: undefined,
        modulePreload,
        head: head(dehydratedStateBlock(rendered.dehydratedState)),
        body: rendered.body,
      };
      return c.html(renderPage(client.template, parts), status);
    }
    // An address prerendered with its query (the demo's categories), else its path's page.
    // Prerendered in each language for its default region (es-US for any Spanish reader).
    const key = match.route ? prerenderKey(match.route, search) : path;
    const language = languageOf(locale);
    const pages = client.prerendered[language] ?? {};
    const body = pages[key] ?? pages[path];
    const lang = defaultLocaleOf(language);
    return c.html(
      renderPage(template, { ...page.parts, lang, modulePreload, head: head(), body }),
      status,
    );
  };

  /**
   * A signed-in page rendered for its request, with its data (record 054); undefined when there is
   * no session cookie, the client does not render the page so, or rendering failed: the page's frame
   * is sent then, and the browser reads the data itself, as before.
   */
  const renderSignedInPage = async (c: Context<AppEnv>, match: PageMatch, locale: Locale) => {
    if (match.route?.access !== 'user' || !client?.renderSignedIn || !c.req.header('cookie')) {
      return undefined;
    }
    const url = `${c.req.path}${new URL(c.req.url).search}`;
    return client
      .renderSignedIn(url, locale, apiReaderFor(options.api, c))
      .catch((error: unknown) => {
        logger.error({ err: error, path: c.req.path }, 'rendering a signed-in page failed');
        return undefined;
      });
  };

  /** A refused form post: the page again, rendered with why and what was typed (record 052). */
  const refused = async (
    c: Context<AppEnv>,
    match: PageMatch,
    form: PageForm,
    posted: FormFields,
    refusal: NonNullable<PostedForm['error']>,
  ) => {
    // What was typed is in this answer: no cache keeps it.
    c.header('Cache-Control', 'no-store');
    const error = localizedRefusal(refusal, requestLocale(c, deps.config));
    if (match.route?.path === '/mfa') {
      // A refused code: /mfa again for the same code, or sign-in once the session has ended.
      // The form posts to its own address, `/mfa?ref=`: its query names the code too.
      const referenceId = String(posted.referenceId ?? c.req.query('ref') ?? '');
      const state = await twoFactorState(
        options.api,
        c,
        referenceId,
        posted.way ?? c.req.query('way'),
      );
      return state
        ? sendPage(c, match, { posted: { ...state, error } })
        : c.redirect('/login', 303);
    }
    const values = shownValuesOf(form, posted);
    return sendPage(c, match, { posted: { path: c.req.path, values, error } });
  };

  /** The page a post was sent to, and its form; undefined for a page with nothing to post. */
  const postedTo = (c: Context<AppEnv>) => {
    const match = matchPage(c.req.path, requestLocale(c, deps.config));
    const form = match.route ? pageForms[match.route.path] : undefined;
    return { match, form };
  };

  // The API's limit, refused before the body is read; a page's post over it gets its page again
  // in its reader's language, saying why, as any refused post does (not the API's JSON).
  const limitBody = bodyLimit({
    maxSize: deps.config.bodyLimitBytes,
    onError: (c) => {
      const { match, form } = postedTo(c);
      if (match.status === 404) return sendPage(c, match);
      if (!form) return c.redirect(c.req.path, 303);
      const { status, code, message } = payloadTooLarge();
      return refused(c, match, form, {}, { code, message, fields: {}, status });
    },
  });

  return new Hono<AppEnv>()
    .post('*', options.checkOrigin, limitBody, async (c) => {
      const { match, form } = postedTo(c);
      // No such page: its 'Page not found', in its reader's language.
      if (match.status === 404) return sendPage(c, match);
      // Any other page has nothing to post: the page comes back.
      if (!form) return c.redirect(c.req.path, 303);
      const posted = await readForm(c, `POST ${match.route?.path}`, { all: true }).catch(
        (error: unknown) => {
          if (error instanceof AppError) return error;
          throw error;
        },
      );
      // A body that is not a readable form (issue 54): refused like any bad input, with nothing
      // typed to show again and nothing sent on.
      if (posted instanceof AppError) {
        const { status, code, message } = posted;
        return refused(c, match, form, {}, { code, message, fields: {}, status });
      }
      const answer = await options.api.request(
        typeof form.api === 'function' ? form.api(posted) : form.api,
        {
          method: form.method ?? 'POST',
          headers: apiHeaders(c, c.req.header('cookie')),
          body: JSON.stringify(apiBodyOf(form, posted)),
        },
        c.env,
      );
      if (answer.ok) {
        const next = await nextPage(form, answer, (cookies) =>
          sendCodeAfterPost(options.api, c, cookies),
        );
        const redirect = c.redirect(next, 303);
        for (const cookie of answer.headers.getSetCookie()) {
          redirect.headers.append('Set-Cookie', cookie);
        }
        return redirect;
      }
      const refusal = (await answer.json().catch(() => undefined)) as RefusalBody | undefined;
      const retryAfter = answer.headers.get('Retry-After');
      if (retryAfter) c.header('Retry-After', retryAfter);
      const error = {
        code: 'http_error',
        message: answer.statusText,
        ...refusal?.error,
        status: answer.status,
      };
      return refused(c, match, form, posted, error);
    })
    .get('*', async (c) => {
      const match = matchPage(c.req.path, requestLocale(c, deps.config));
      const referenceId = c.req.query('ref');
      if (match.route?.path === '/mfa' && referenceId) {
        // The code step of a sign-in sent as a plain post: rendered here for the code sent.
        c.header('Cache-Control', 'no-store');
        const state = await twoFactorState(options.api, c, referenceId, c.req.query('way'));
        return sendPage(c, match, { posted: state });
      }
      const rendered = await renderSignedInPage(c, match, requestLocale(c, deps.config));
      if (rendered && 'notMember' in rendered) {
        // A plan that is not the current user's (never theirs, or left): 404, which tells the
        // service worker to drop a kept copy (record 082). The page's frame goes with it, so the
        // browser hydrates what it was sent and says the plan cannot be read, in the page's words.
        c.header('Cache-Control', 'private, no-store');
        return sendPage(c, { ...match, status: 404 });
      }
      if (rendered) {
        // What this person's plan holds: no cache, shared or private, keeps it. The header
        // naming them is what lets the service worker keep an emergency sheet (record 082).
        c.header('Cache-Control', 'private, no-store');
        c.header(RENDERED_FOR_HEADER, rendered.userId);
        if (rendered.planId) c.header(RENDERED_PLAN_HEADER, rendered.planId);
        return sendPage(c, match, { rendered });
      }
      c.header('Cache-Control', 'no-cache');
      return sendPage(c, match);
    });
}

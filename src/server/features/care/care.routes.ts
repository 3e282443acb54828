import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DOCUMENT_LIMITS } from '../../../shared/rules/care-limits';
import { documentMessages, saveCareProfileSchema } from '../../../shared/schemas/care';
import { type PlanEnv, requirePlan } from '../../auth/plan-access';
import { createThrottle } from '../../auth/throttle';
import { AppError, badRequest } from '../../lib/app-error';
import { formBodyReader } from '../../lib/form-body';
import { jsonBody, pathId, pathIds } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import * as profile from './care-profile.service';
import type { DocumentKeys } from './document-keys';
import * as files from './documents.service';
import { listRecentlyDeleted } from './recently-deleted.service';

export type CareDeps = BaseDeps & { documentKeys: DocumentKeys };

/** A document upload: the one API route whose body may pass BODY_LIMIT_KB (app.ts). */
export const DOCUMENT_UPLOAD_ROUTE = /^\/api\/plans\/[^/]+\/documents\/?$/;

/** Room for the multipart framing around the largest file. */
const UPLOAD_BODY_BYTES = DOCUMENT_LIMITS.fileBytes + 64 * 1024;

/** A document upload's own body limit, which app.ts applies before the session is read. */
export const limitDocumentUpload = bodyLimit({
  maxSize: UPLOAD_BODY_BYTES,
  onError: (c) =>
    c.json({ error: { code: 'document_too_large', message: documentMessages.tooLarge } }, 413),
});

/** `filename` for every browser, and `filename*` with the name as it is (RFC 6266). */
function attachment(name: string): string {
  const plain = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A plan's care profile and documents (issue 35, decision record 082), and its 'Recently
 * deleted' (record 087), under `/api/plans`: members read, caregivers and owners change, anyone
 * else gets 404. Mounted by plansRoutes, whose requireUser runs first.
 */
export function careRoutes(deps: CareDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  const member = requirePlan(deps.database.db, 'viewer');
  const editor = requirePlan(deps.database.db, 'caregiver');
  const documentId = pathIds(['documentId'], documentMessages.notFound);
  const readForm = formBodyReader(deps);
  // Changes count against the account's writes per minute, as task changes do (record 042).
  const write: MiddlewareHandler<PlanEnv> = async (c, next) => {
    await throttle.consume([{ limiter: 'taskWritesAccount', key: c.get('actor').user.id }]);
    return editor(c, next);
  };
  return (
    new Hono<PlanEnv>()
      .get('/:planId/care-profile', member, async (c) =>
        c.json(await profile.getCareProfile(deps, c.get('actor'))),
      )
      .put('/:planId/care-profile', write, jsonBody(saveCareProfileSchema), async (c) => {
        const input = c.req.valid('json');
        return c.json(await profile.saveCareProfile(deps, c.get('actor'), input));
      })
      .get('/:planId/documents', member, async (c) =>
        c.json(await files.listDocuments(deps, c.get('actor'))),
      )
      .post('/:planId/documents', write, async (c) => {
        if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
          throw new AppError(415, 'unsupported_media_type', 'Send the file as multipart/form-data');
        }
        // A body that is not a readable form: 400 and a throttled warning, never a 500 (issue 54).
        const body = await readForm(c, 'POST /api/plans/:planId/documents');
        const file = body.file;
        if (!(file instanceof File)) throw badRequest(documentMessages.fileRequired);
        const given =
          typeof body.taskId === 'string' && body.taskId !== '' ? body.taskId : undefined;
        const taskId = given && pathId(given, documentMessages.taskNotFound);
        const summary = await files.uploadDocument(deps, c.get('actor'), { file, taskId });
        return c.json(summary, 201);
      })
      .get('/:planId/documents/:documentId', member, documentId, async (c) => {
        const input = c.req.valid('param');
        const file = await files.downloadDocument(deps, c.get('actor'), input);
        c.header('Content-Type', file.mediaType);
        c.header('Content-Disposition', attachment(file.name));
        c.header('X-Content-Type-Options', 'nosniff');
        c.header('Cache-Control', 'private, no-store');
        return c.body(new Uint8Array(file.bytes));
      })
      .delete('/:planId/documents/:documentId', write, documentId, async (c) => {
        const input = c.req.valid('param');
        return c.json(await files.deleteDocument(deps, c.get('actor'), input));
      })
      .post('/:planId/documents/:documentId/restore', write, documentId, async (c) => {
        const input = c.req.valid('param');
        return c.json(await files.restoreDocument(deps, c.get('actor'), input));
      })
      // What can be brought back, for those who can bring it back: caregivers and owners (record
      // 087); a viewer, who cannot restore, follows deletions in the audit log.
      .get('/:planId/recently-deleted', editor, async (c) =>
        c.json(await listRecentlyDeleted(deps, c.get('actor'))),
      )
  );
}

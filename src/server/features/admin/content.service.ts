import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CUSTOM_CODE_RECENT_SIGN_IN_MS } from '../../../shared/constants';
import {
  adminMessages,
  type CustomCode,
  type CustomCodeInput,
  SEO_PAGE_PATHS,
  type SeoSetting,
  type SeoSettingInput,
} from '../../../shared/schemas/admin';
import type { Actor } from '../../auth/require-user';
import { seoSettings, siteSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { DbDeps } from '../../service-deps';
import { recordSecurityEvent } from '../security';
import { adminChange, adminRead } from './admin-change';

// The admin Content tab: SEO settings per page and the custom head and body code, both applied
// by the server to the pages it sends (decision D5, record 038).

/** Every page the dialog offers, with what is saved for it (empty: the page's own). */
export function getSeoSettings(deps: DbDeps, actor: Actor): Promise<SeoSetting[]> {
  return adminRead(deps, actor, 'view_seo_settings', async () => {
    const rows = await deps.database.db.select().from(seoSettings);
    return SEO_PAGE_PATHS.map((pagePath) => {
      const row = rows.find((saved) => saved.pagePath === pagePath);
      return {
        pagePath,
        title: row?.title ?? '',
        metaDescription: row?.metaDescription ?? '',
        noIndex: row?.noIndex ?? false,
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    });
  });
}

export function saveSeoSetting(deps: DbDeps, actor: Actor, input: SeoSettingInput) {
  return adminChange(deps, actor, 'update_seo_settings', async (tx) => {
    const values = { ...input, updatedAt: deps.clock.now() };
    const [row] = await tx
      .insert(seoSettings)
      .values(values)
      .onConflictDoUpdate({ target: seoSettings.pagePath, set: values })
      .returning();
    const setting: SeoSetting = {
      pagePath: input.pagePath,
      title: input.title,
      metaDescription: input.metaDescription,
      noIndex: input.noIndex,
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
    return {
      result: setting,
      audit: {
        resourceType: 'seo_settings',
        resourceId: input.pagePath,
        details: {
          title: input.title,
          metaDescription: input.metaDescription,
          noIndex: input.noIndex,
        },
      },
    };
  });
}

export function getCustomCode(deps: DbDeps, actor: Actor): Promise<CustomCode> {
  return adminRead(deps, actor, 'view_custom_code', async () => {
    const [row] = await deps.database.db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    return {
      headCode: row?.headCode ?? '',
      bodyCode: row?.bodyCode ?? '',
      updatedAt: row?.updatedAt.toISOString() ?? null,
    };
  });
}

/** What a change did to one part of the code, for the security event: sizes and a fingerprint. */
function described(name: string, before: string, after: string): string {
  if (before === after) return `${name} unchanged`;
  if (!after) return `${name} removed (was ${before.length} characters)`;
  const fingerprint = createHash('sha256').update(after).digest('hex').slice(0, 12);
  return `${name} set to ${after.length} characters (sha256 ${fingerprint}, was ${before.length})`;
}

/**
 * Saves the custom code. Code that runs for every visitor of the public pages is the most
 * powerful thing an admin can change, so it needs a sign-in of the last 15 minutes, and the
 * change is a security event naming who changed what.
 */
export function saveCustomCode(deps: DbDeps, actor: Actor, input: CustomCodeInput) {
  const now = deps.clock.now();
  const signedInAt = actor.session.mfaVerifiedAt?.getTime() ?? 0;
  if (now.getTime() - signedInAt > CUSTOM_CODE_RECENT_SIGN_IN_MS) {
    throw new AppError(403, 'recent_sign_in_required', adminMessages.recentSignIn);
  }
  return adminChange(deps, actor, 'update_custom_code', async (tx) => {
    const [before] = await tx
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.id, 1))
      .for('update');
    const values = { id: 1, headCode: input.headCode, bodyCode: input.bodyCode, updatedAt: now };
    await tx
      .insert(siteSettings)
      .values(values)
      .onConflictDoUpdate({ target: siteSettings.id, set: values });
    const head = described('head code', before?.headCode ?? '', input.headCode);
    const body = described('body code', before?.bodyCode ?? '', input.bodyCode);
    await recordSecurityEvent(tx, now, {
      eventType: 'admin_access',
      description: `Custom code changed by ${actor.user.email}: ${head}; ${body}`,
      severity: 'warning',
      ipAddress: actor.ipAddress,
      userId: actor.user.id,
    });
    const result: CustomCode = { ...input, updatedAt: now.toISOString() };
    return {
      result,
      audit: {
        resourceType: 'site_settings',
        resourceId: '1',
        details: { head, body },
      },
    };
  });
}

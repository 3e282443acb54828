import { TASK_VIDEO_ORIGIN, VIDEO_EMBED_ORIGIN } from '../../shared/external-links';
import { HEAD_SCRIPT_CSP_SOURCE } from './head-script';

// The Content-Security-Policy of every answer, and the one of a page that carries the admins'
// custom code (record 038).

export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", HEAD_SCRIPT_CSP_SOURCE],
  // Radix and sonner insert <style> elements at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The welcome video's player and the premium task videos (src/shared/external-links.ts).
  frameSrc: [VIDEO_EMBED_ORIGIN],
  mediaSrc: ["'self'", TASK_VIDEO_ORIGIN],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * The policy of a built file under /assets (a script, the stylesheet, an image): it is no page,
 * and should one ever be opened as a page (an SVG, say), it may run nothing. A phone fetches 20
 * to 50 of these for a page, so the policy is a few bytes rather than the page's 360.
 */
export const filePolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'none'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * Custom code is third-party snippets (analytics, pixels, chat widgets): inline scripts that load
 * more from their own https origins. On the public pages that carry it, and only there, the
 * policy lets them: inline scripts (no hash beside 'unsafe-inline', which a hash would switch
 * off), and https sources for scripts, styles, images, fonts, frames and connections. Plugins,
 * framing of our pages, form targets and the base URL stay locked.
 */
const customCodePolicy: Record<string, string[]> = {
  ...contentSecurityPolicy,
  scriptSrc: ["'self'", "'unsafe-inline'", 'https:'],
  styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:', 'https:'],
  connectSrc: ["'self'", 'https:'],
  frameSrc: [VIDEO_EMBED_ORIGIN, 'https:'],
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export const CUSTOM_CODE_CSP = Object.entries(customCodePolicy)
  .map(([directive, sources]) => `${kebab(directive)} ${sources.join(' ')}`)
  .join('; ');

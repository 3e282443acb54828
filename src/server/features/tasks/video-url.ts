import { createHmac } from 'node:crypto';

// Premium videos are handed out as signed, expiring addresses: knowing the video host and a
// task's name is not enough to fetch one. The host checks `expires` and `signature`
// (HMAC-SHA256 of the path and expiry with the shared key), as CDN token authentication does.
const VIDEO_LINK_LIFETIME_SECONDS = 6 * 60 * 60;

export function signVideoUrl(url: string, secret: string, now: Date): string {
  const address = new URL(url);
  const expires = Math.floor(now.getTime() / 1000) + VIDEO_LINK_LIFETIME_SECONDS;
  address.searchParams.set('expires', String(expires));
  address.searchParams.set('signature', videoSignature(secret, address.pathname, expires));
  return address.toString();
}

export function videoSignature(secret: string, pathname: string, expires: number): string {
  return createHmac('sha256', `video:${secret}`)
    .update(`${pathname}:${expires}`)
    .digest('base64url');
}

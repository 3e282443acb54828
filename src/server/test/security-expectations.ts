// What every answer of the app must carry (issue 16, "Headers"): the security headers on every
// response, the private-cache rule on every API answer, and the attributes of every auth cookie.
// The access matrix applies these to every route for every caller; the headers test to every
// page, file and error in production mode.

const requiredHeaders: Record<string, RegExp> = {
  'content-security-policy': /default-src 'self'.*object-src 'none'.*frame-ancestors 'none'/,
  'strict-transport-security': /max-age=\d{7,}; includeSubDomains/,
  'x-content-type-options': /^nosniff$/,
  // The same as the CSP's frame-ancestors 'none' (SAMEORIGIN would contradict it).
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^(no-referrer|strict-origin-when-cross-origin|same-origin)$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
};

/** What is wrong with an answer's headers; none for a good one. */
export function headerProblems(path: string, headers: Headers): string[] {
  const problems: string[] = [];
  for (const [name, pattern] of Object.entries(requiredHeaders)) {
    const value = headers.get(name);
    if (!value || !pattern.test(value)) problems.push(`${name}: ${value ?? 'missing'}`);
  }
  if (headers.has('x-powered-by') || headers.has('server')) problems.push('names the server');
  // A calendar feed may be kept a few minutes by its subscriber's own client, never shared.
  const cacheRule = path.startsWith('/api/calendar-feed/') ? /^private\b|no-store/ : /no-store/;
  if (path.startsWith('/api/') && !cacheRule.test(headers.get('cache-control') ?? '')) {
    problems.push(`cache-control: ${headers.get('cache-control') ?? 'missing'}`);
  }
  return problems;
}

/**
 * What is wrong with the cookies an answer sets: the session cookie is HttpOnly, SameSite=Lax,
 * Path=/, with no Domain and no lifetime (a browser-session cookie); on a site served over HTTPS
 * it is also Secure with the __Host- prefix. The language choice's cookie is the same, but kept a
 * year (record 100).
 */
export function cookieProblems(setCookies: string[], https: boolean): string[] {
  const problems: string[] = [];
  for (const cookie of setCookies) {
    const [pair = '', ...rest] = cookie.split(';').map((part) => part.trim());
    const attributes = rest.map((part) => part.toLowerCase());
    const name = pair.split('=')[0] ?? '';
    const cleared = attributes.some((part) => part === 'max-age=0');
    // The reader's language is kept a year, not a visit (record 100).
    const kept = /^(__Host-)?pme_locale$/.test(name);
    const want = [
      ['httponly', attributes.includes('httponly')],
      ['samesite=lax', attributes.includes('samesite=lax')],
      ['path=/', attributes.includes('path=/')],
      ['no domain', !attributes.some((part) => part.startsWith('domain='))],
      [
        'no lifetime',
        cleared || kept || !attributes.some((part) => /^(max-age|expires)=/.test(part)),
      ],
      ['secure', !https || attributes.includes('secure')],
      ['__Host- prefix', !https || name.startsWith('__Host-')],
    ] as const;
    for (const [rule, held] of want) if (!held) problems.push(`${name} lacks ${rule}`);
  }
  return problems;
}

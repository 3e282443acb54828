import { z } from 'zod';

// The schemas' zod, set up once. The browser's Content-Security-Policy forbids eval, and zod
// probes for it (new Function) on first use to compile faster parsers; Chromium reports that
// probe as a CSP violation. Without it zod parses the same, only without compiling.
z.config({ jitless: true });

export { z };

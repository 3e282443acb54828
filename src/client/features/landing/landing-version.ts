/** Which landing page: `/` is the current one, `/original-homepage` the earlier (decision D5). */
export type LandingVersion = 'current' | 'original';

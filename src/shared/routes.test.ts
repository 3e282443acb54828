import { describe, expect, it } from 'vitest';
import { appRoutes, findRoute } from './routes';

describe('findRoute', () => {
  it('finds every listed route by its path', () => {
    for (const route of appRoutes) expect(findRoute(route.path)).toBe(route);
  });

  it('tolerates a trailing slash', () => {
    expect(findRoute('/terms-of-service/')?.path).toBe('/terms-of-service');
  });

  it('knows nothing of unlisted paths', () => {
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(findRoute('/terms-of-service/extra')).toBeUndefined();
    expect(findRoute('/TERMS-OF-SERVICE')).toBeUndefined();
  });

  it('gives every route a title and a description', () => {
    for (const route of appRoutes) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.description.length).toBeGreaterThan(0);
    }
  });
});

import { vi } from 'vitest';

// Cache Storage for tests (jsdom has none): caches of maps, keyed by address.

class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(key: string | Request) {
    return this.entries.get(typeof key === 'string' ? key : key.url)?.clone();
  }
  async put(key: string, response: Response) {
    this.entries.set(key, response);
  }
  async delete(key: string | Request) {
    return this.entries.delete(typeof key === 'string' ? key : key.url);
  }
  async keys() {
    return [...this.entries.keys()].map((key) => new Request(key));
  }
}

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async keys() {
    return [...this.caches.keys()];
  }
  async open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) {
      cache = new FakeCache();
      this.caches.set(name, cache);
    }
    return cache;
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  /** Any cache's copy of `key`, as the window's `caches.match` finds it. */
  async match(key: string) {
    for (const cache of this.caches.values()) {
      const found = await cache.match(key);
      if (found) return found;
    }
    return undefined;
  }
}

/** A fresh Cache Storage as the global `caches`, until `vi.unstubAllGlobals()`. */
export function stubCacheStorage(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  return storage;
}

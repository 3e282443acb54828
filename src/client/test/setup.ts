import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor wait up to 5 s, not Testing Library's 1 s: in a full run the client's files
// share two cores with both server projects, and a page that renders in 100 ms alone took more
// than a second twice (the dashboard's category, the schedule dialog). What they wait for is the
// same; only a failure is reported later. The client project's test timeout is 15 s to match
// (vitest.config.ts).
configure({ asyncUtilTimeout: 5_000 });

// A worker's files share one page (isolate: false, record 056): nothing a test stores may reach
// the next file. A pending invitation left in sessionStorage by the /join tests sent the next
// file's sign-up to /join instead of the dashboard.
afterEach(async () => {
  cleanup();
  (await import('./english-wrapper')).activateEnglish();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom lacks ResizeObserver, which Radix primitives use to measure themselves.
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// Every screen is rendered inside the page's I18nProvider, as main.tsx renders the app (record
// 100): in US English, whose words the tests read. A test of another locale passes its own
// provider as `wrapper`, inside this one.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  const { englishWrapper } = await import('./english-wrapper');
  return {
    ...library,
    render: ((
      ui: Parameters<typeof library.render>[0],
      options?: Parameters<typeof library.render>[1],
    ) =>
      library.render(ui, {
        ...options,
        wrapper: englishWrapper(options?.wrapper),
      })) as typeof library.render,
    renderHook: ((hook, options) =>
      library.renderHook(hook, {
        ...options,
        wrapper: englishWrapper(options?.wrapper),
      })) as typeof library.renderHook,
  };
});

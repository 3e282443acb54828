import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type DehydratedState, hydrate, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import type { PostedForm } from '../../shared/page-forms';
import type { SessionState } from '../../shared/schemas/auth';
import { AppToaster } from '../components/app-toaster';
import { PostedFormContext } from '../lib/posted-form';
import { createQueryClient } from '../lib/query-client';
import { sessionQueryKey } from '../lib/session';
import { SeedSessionContext } from '../lib/session-seed';
import { ThemeProvider } from '../lib/theme';

/**
 * `posted`: the refused form post a page was rendered with by the server (record 052).
 * `dehydratedState`: the queries a signed-in page was rendered with (record 054), the query cache's
 * first content, on the server as in the browser.
 * `i18n`: the page's words and conventions, in the locale the server chose (record 100).
 */
export function Providers({
  children,
  posted,
  dehydratedState,
  i18n,
}: {
  children: ReactNode;
  i18n: I18n;
  posted?: PostedForm;
  dehydratedState?: DehydratedState;
}) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (dehydratedState) hydrate(client, dehydratedState);
    return client;
  });
  const seedSession = useCallback(
    (session: SessionState) => void queryClient.setQueryData(sessionQueryKey, session),
    [queryClient],
  );
  return (
    <I18nProvider i18n={i18n}>
      <ThemeProvider defaultTheme="light">
        <QueryClientProvider client={queryClient}>
          <SeedSessionContext.Provider value={seedSession}>
            <PostedFormContext.Provider value={posted}>{children}</PostedFormContext.Provider>
          </SeedSessionContext.Provider>
          <AppToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </I18nProvider>
  );
}

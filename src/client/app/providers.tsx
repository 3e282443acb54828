import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import type { PostedForm } from '../../shared/page-forms';
import { PostedFormContext } from '../lib/posted-form';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider, useTheme } from '../lib/theme';

function ThemedToaster() {
  const { theme } = useTheme();
  // Sonner's plain colours: its richColors palette fails WCAG contrast for toast titles.
  return <Toaster theme={theme} closeButton position="top-right" />;
}

/** `posted`: the refused form post a page was drawn with by the server (record 052). */
export function Providers({ children, posted }: { children: ReactNode; posted?: PostedForm }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider defaultTheme="light">
      <QueryClientProvider client={queryClient}>
        <PostedFormContext.Provider value={posted}>{children}</PostedFormContext.Provider>
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

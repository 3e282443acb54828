import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from '../lib/query-client';
import { ThemeProvider, useTheme } from '../lib/theme';

function ThemedToaster() {
  const { theme } = useTheme();
  // Sonner's plain colours: its richColors palette fails WCAG contrast for toast titles.
  return <Toaster theme={theme} closeButton position="top-right" />;
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider defaultTheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

import { AppToaster } from '../components/app-toaster';
import { ThemeProvider } from '../lib/theme';

/** The app's toaster as the app renders it (sonner loaded when first wanted), for a test's render. */
export function TestToaster() {
  return (
    <ThemeProvider defaultTheme="light">
      <AppToaster />
    </ThemeProvider>
  );
}

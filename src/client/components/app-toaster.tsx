import { type ComponentType, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ToasterProps } from 'sonner';
import { onFirstUse } from '../lib/on-first-use';
import { useTheme } from '../lib/theme';
import { loadToasts, markToasterShown, toastsWanted } from '../lib/toast';

function ShownToaster({ Toaster }: { Toaster: ComponentType<ToasterProps> }) {
  const { theme } = useTheme();
  useEffect(() => markToasterShown(), []);
  // In the body, beside any dialog: a modal dialog hides the rest of the page from screen
  // readers but for the live regions already there when it opened, and the toaster may come
  // after (its first toast, 'Verification code sent', can follow a press that opened a dialog).
  return createPortal(
    // Sonner's plain colours: its richColors palette fails WCAG contrast for toast titles. One
    // at a time (the newest), at the bottom, where it covers no page's heading (issue 33); on a
    // phone sonner spans the width (its centred position would not: half off screen).
    <Toaster theme={theme} closeButton position="bottom-right" visibleToasts={1} />,
    document.body,
  );
}

/**
 * Sonner's toaster, rendered once sonner has been loaded (lib/toast.ts): at the first press, key or
 * focus on the page, or for the first toast. Nothing is rendered before, on the server or while the
 * page is hydrated.
 */
export function AppToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();
  useEffect(() => {
    let mounted = true;
    // Whoever asks first (a press, or a toast before any), the toaster follows.
    void toastsWanted.then(loadToasts).then((sonner) => {
      if (mounted) setToaster(() => sonner.Toaster);
    });
    // A toast usually follows a press, so sonner comes then.
    const stop = onFirstUse(() => void loadToasts());
    return () => {
      mounted = false;
      stop();
    };
  }, []);
  return Toaster ? <ShownToaster Toaster={Toaster} /> : null;
}

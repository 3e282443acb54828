import { useEffect } from 'react';

/**
 * While `unsaved` is true, closing or reloading the tab asks the browser's 'Leave site?' first,
 * as the task notes do: a profile typed over ten minutes should not go with a stray tap.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

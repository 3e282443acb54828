import { useEffect, useState } from 'react';

/**
 * Whether the browser has a connection, as it says (`navigator.onLine`), followed as it changes.
 * True on the server and until the component's first effect, so hydration matches the server.
 */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

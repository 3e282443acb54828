import { useEffect, useState } from 'react';

export type OutsideScriptStatus = 'loading' | 'loaded' | 'failed';

function findScript(src: string): HTMLScriptElement | undefined {
  return [...document.scripts].find((script) => script.src === src);
}

/**
 * Loads an outside script once per page after hydration (spec section 4, upsell widget): loading,
 * then loaded, or failed on a script error or when `timeoutMs` passes without it. A script
 * already on the page counts as loaded at once; one we are still loading is waited for. A failed
 * one is taken off the page, so Retry (a reload) or a later visit tries afresh.
 */
export function useOutsideScript(src: string, timeoutMs: number): OutsideScriptStatus {
  const [status, setStatus] = useState<OutsideScriptStatus>('loading');
  useEffect(() => {
    const existing = findScript(src);
    if (existing && existing.dataset.status !== 'loading') {
      setStatus('loaded');
      return;
    }
    const script = existing ?? document.createElement('script');
    if (!existing) {
      script.src = src;
      script.async = true;
      script.dataset.status = 'loading';
      document.body.append(script);
    }
    let timer = 0;
    const fail = () => {
      window.clearTimeout(timer);
      script.remove();
      setStatus('failed');
    };
    const onLoad = () => {
      window.clearTimeout(timer);
      script.dataset.status = 'loaded';
      setStatus('loaded');
    };
    timer = window.setTimeout(fail, timeoutMs);
    script.addEventListener('load', onLoad);
    script.addEventListener('error', fail);
    return () => {
      window.clearTimeout(timer);
      script.removeEventListener('load', onLoad);
      script.removeEventListener('error', fail);
    };
  }, [src, timeoutMs]);
  return status;
}

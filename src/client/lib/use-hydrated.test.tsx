import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageHydrated, useHydrated } from './use-hydrated';

let draws = 0;
function Probe({ watch }: { watch?: boolean }) {
  draws += 1;
  return <p>{useHydrated({ watch }) ? 'hydrated' : 'prerendered'}</p>;
}

afterEach(() => setPageHydrated(true));

describe('useHydrated', () => {
  it('stays false while the page is hydrating, then turns true when the page says so', async () => {
    setPageHydrated(false);
    render(<Probe />);
    // Its own effects have run: still false, as the rest of the page may still be hydrating.
    expect(screen.getByText('prerendered')).toBeInTheDocument();
    act(() => setPageHydrated(true));
    expect(await screen.findByText('hydrated')).toBeInTheDocument();
  });

  it('is true at once for a component drawn after the page was hydrated', () => {
    setPageHydrated(true);
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });

  it('unwatched, keeps its first answer and is not drawn again when the page is hydrated', async () => {
    setPageHydrated(false);
    render(<Probe watch={false} />);
    const drawn = draws;
    act(() => setPageHydrated(true));
    // A probe drawn now reads the page as hydrated; the unwatched one was not drawn again.
    render(<Probe />);
    expect(await screen.findByText('hydrated')).toBeInTheDocument();
    expect(screen.getByText('prerendered')).toBeInTheDocument();
    expect(draws).toBe(drawn + 1);
  });
});

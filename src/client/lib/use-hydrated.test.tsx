import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageHydrated, useHydrated } from './use-hydrated';

function Probe() {
  return <p>{useHydrated() ? 'hydrated' : 'drawn ahead'}</p>;
}

afterEach(() => setPageHydrated(true));

describe('useHydrated', () => {
  it('stays false while the page is hydrating, then turns true when the page says so', async () => {
    setPageHydrated(false);
    render(<Probe />);
    // Its own effects have run: still false, as the rest of the page may still be hydrating.
    expect(screen.getByText('drawn ahead')).toBeInTheDocument();
    act(() => setPageHydrated(true));
    expect(await screen.findByText('hydrated')).toBeInTheDocument();
  });

  it('is true at once for a component drawn after the page was hydrated', () => {
    setPageHydrated(true);
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
  });
});

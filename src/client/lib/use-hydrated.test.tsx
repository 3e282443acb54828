import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

let draws: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  draws.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'prerendered'}</p>;
}

afterEach(() => {
  draws = [];
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>prerendered</p>');
  });

  it('hydrates with what the server drew, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>prerendered</p>';
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Probe />));
    expect(container.textContent).toBe('hydrated');
    expect(draws).toEqual([false, true]);
    act(() => root.unmount());
    container.remove();
  });

  it('is true at once for a component drawn in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
    expect(draws).toEqual([true]);
  });
});

import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

let renders: boolean[] = [];
function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'hydrated' : 'prerendered'}</p>;
}

afterEach(() => {
  renders = [];
});

describe('useHydrated', () => {
  it('is false on the server', () => {
    expect(renderToString(<Probe />)).toBe('<p>prerendered</p>');
  });

  it('hydrates with what the server rendered, then turns true', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>prerendered</p>';
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, <Probe />));
    expect(container.textContent).toBe('hydrated');
    expect(renders).toEqual([false, true]);
    act(() => root.unmount());
    container.remove();
  });

  it('is true at once for a component rendered in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('hydrated')).toBeInTheDocument();
    expect(renders).toEqual([true]);
  });
});

import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { afterPartsHydrated, HydrateLater } from './progressive-hydration';

/** What ran, in order: each box's effect once it is hydrated, and the page's 'all parts'. */
let ran: string[] = [];
/** What had run when the page's own effect ran (as the journeys' mark does). */
let atPage: string[] = [];

function Box({ id }: { id: string }) {
  useEffect(() => {
    ran.push(id);
  }, [id]);
  return <div id={id}>{id}</div>;
}

function Page() {
  useEffect(() => {
    atPage = [...ran];
    afterPartsHydrated(() => ran.push('all parts'));
  }, []);
  return (
    <main>
      <Box id="page" />
      <HydrateLater>
        <Box id="part-1" />
      </HydrateLater>
      <HydrateLater>
        <Box id="part-2" />
      </HydrateLater>
    </main>
  );
}

afterEach(() => {
  ran = [];
  atPage = [];
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('leaves each part as the server rendered it while the page hydrates, then hydrates it; the mark waits for them', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverElements = ['page', 'part-1', 'part-2'].map((id) =>
      container.querySelector(`#${id}`),
    );

    const root = await act(async () => hydrateRoot(container, <Page />));
    await act(() => new Promise<void>((resolve) => afterPartsHydrated(resolve)));

    expect(atPage).toEqual(['page']);
    expect(ran).toEqual(['page', 'part-1', 'part-2', 'all parts']);
    // The server's elements are the ones hydrated, none rendered again.
    expect(['page', 'part-1', 'part-2'].map((id) => container.querySelector(`#${id}`))).toEqual(
      serverElements,
    );
    act(() => root.unmount());
  });

  it('renders its parts at once in the browser (a route change), the mark after them', () => {
    render(<Page />);
    expect(atPage).toEqual(['page', 'part-1', 'part-2']);
    expect(ran).toEqual(['page', 'part-1', 'part-2', 'all parts']);
  });
});

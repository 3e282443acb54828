import { act, screen } from '@testing-library/react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_ID } from '../../../lib/page-id';
import { renderWithApp } from '../../../test/render-with-app';
import { usePlanEvents } from './use-plan-events';

// The dashboard's live stream, with a stand-in for the browser's EventSource (jsdom has none).

class FakeEventSource extends EventTarget {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown = {}) {
    act(() => {
      this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
}

function Live({ planId }: { planId?: string }) {
  usePlanEvents(planId);
  return <h1>Dashboard</h1>;
}

/** The plan named by the address, as a dashboard answer would name it once loaded. */
function Switching() {
  const [search] = useSearchParams();
  return <Live planId={search.get('plan') ?? undefined} />;
}

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

const latest = () => FakeEventSource.opened.at(-1) as FakeEventSource;

describe('usePlanEvents', () => {
  it("opens the plan's stream and refetches the tasks on resync and on each change", () => {
    const { queryClient } = renderWithApp(<Live planId="plan-1" />, { route: '/app' });
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    expect(latest().url).toBe('/api/plans/plan-1/events');
    latest().emit('resync', { planId: 'plan-1', reason: 'connected' });
    latest().emit('change', { planId: 'plan-1', kind: 'task', taskId: 't1' });
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['dashboard'] });
  });

  it('does not refetch for a change this page made: its answer is already on screen', () => {
    const { queryClient } = renderWithApp(<Live planId="plan-1" />, { route: '/app' });
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    latest().emit('change', { planId: 'plan-1', kind: 'task', taskId: 't1', page: PAGE_ID });
    expect(refetch).not.toHaveBeenCalled();
    // The same person in another tab is another page.
    latest().emit('change', { planId: 'plan-1', kind: 'task', taskId: 't1', page: 'another-page' });
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("waits for the current user's own change to settle before refetching", async () => {
    const { queryClient } = renderWithApp(<Live planId="plan-1" />, { route: '/app' });
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    let answer = () => {};
    const saving = queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: () =>
          new Promise<void>((resolve) => {
            answer = resolve;
          }),
      })
      .execute(undefined);
    await vi.waitFor(() => expect(queryClient.isMutating()).toBe(1));
    latest().emit('change', { planId: 'plan-1', kind: 'task', taskId: 't1' });
    expect(refetch).not.toHaveBeenCalled();
    await act(async () => {
      answer();
      await saving;
    });
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['dashboard'] });
  });

  it('opens nothing until the plan is known, and keeps it open while another scope loads', async () => {
    const { router } = renderWithApp(<Switching />, { route: '/app' });
    expect(FakeEventSource.opened).toHaveLength(0);
    await act(() => router.navigate('/app?plan=plan-1'));
    expect(latest().url).toBe('/api/plans/plan-1/events');
    await act(() => router.navigate('/app?loading=1'));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(latest().readyState).toBe(1);
    await act(() => router.navigate('/app?plan=plan-2'));
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(FakeEventSource.opened[0]?.readyState).toBe(FakeEventSource.CLOSED);
    expect(latest().url).toBe('/api/plans/plan-2/events');
  });

  it('tells a member whose role changed, and refetches the plan list', async () => {
    const { queryClient } = renderWithApp(<Live planId="plan-1" />, { route: '/app' });
    const refetch = vi.spyOn(queryClient, 'invalidateQueries');
    latest().emit('role', { planId: 'plan-1', role: 'viewer' });
    expect(refetch).toHaveBeenCalledWith({ queryKey: ['plans'] });
    // A toast fades in once mounted: found at once, visible a moment later.
    const toastRole = await screen.findByText('Your role in this care plan is now Viewer.');
    await vi.waitFor(() => expect(toastRole).toBeVisible());
  });

  it('sends a removed member to their own plan with a toast, and stops listening', async () => {
    const { router } = renderWithApp(<Live planId="plan-1" />, {
      route: '/app?category=housing',
    });
    const stream = latest();
    stream.emit('removed', { planId: 'plan-1' });
    // A toast fades in once mounted: found at once, visible a moment later.
    const toastRemoved = await screen.findByText('You are no longer a member of that care plan.');
    await vi.waitFor(() => expect(toastRemoved).toBeVisible());
    expect(router.state.location.pathname).toBe('/app');
    expect(router.state.location.search).toBe('');
    expect(stream.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens the stream again after the server refused it (a restart)', () => {
    vi.useFakeTimers();
    try {
      renderWithApp(<Live planId="plan-1" />, { route: '/app' });
      const refused = latest();
      refused.close();
      refused.emit('error');
      expect(FakeEventSource.opened).toHaveLength(1);
      act(() => {
        vi.advanceTimersByTime(2_000);
      });
      expect(FakeEventSource.opened).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays closed once a newer tab took its place, until the page is looked at again', () => {
    vi.useFakeTimers();
    try {
      renderWithApp(<Live planId="plan-1" />, { route: '/app' });
      const replaced = latest();
      replaced.emit('replaced', { planId: 'plan-1' });
      expect(replaced.readyState).toBe(FakeEventSource.CLOSED);
      // The browser's own retry and the hook's are both off: no tab takes the stream back by itself.
      replaced.emit('error');
      act(() => {
        vi.advanceTimersByTime(120_000);
      });
      expect(FakeEventSource.opened).toHaveLength(1);
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(FakeEventSource.opened).toHaveLength(2);
      expect(latest().url).toBe('/api/plans/plan-1/events');
      // Once open again, looking at it again opens nothing more.
      act(() => {
        window.dispatchEvent(new Event('focus'));
      });
      expect(FakeEventSource.opened).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPSELL_WIDGET_SCRIPT_URL } from '../../../../shared/external-links';
import { EmbeddedOffer, OFFER_WIDGET_ID } from './embedded-offer';

// jsdom loads no outside script, so the widget's script neither loads nor fails by itself: the
// tests say which happens (or let the clock run out).

const widgetScript = () =>
  [...document.scripts].find((script) => script.src === UPSELL_WIDGET_SCRIPT_URL);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  for (const script of [...document.scripts]) script.remove();
});

describe('EmbeddedOffer', () => {
  it('shows loading until 15 s pass without the widget, then the failure with Retry', () => {
    render(<EmbeddedOffer />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading membership offer...');
    act(() => vi.advanceTimersByTime(14_999));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load membership offer');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(widgetScript()).toBeUndefined();
  });

  it('fails at once when the script cannot be fetched', () => {
    render(<EmbeddedOffer />);
    act(() => {
      widgetScript()?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load membership offer');
  });

  it('shows the widget once its script has loaded', () => {
    render(<EmbeddedOffer />);
    act(() => {
      widgetScript()?.dispatchEvent(new Event('load'));
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.getElementById(OFFER_WIDGET_ID)).toBeVisible();
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes straight to loaded when the script is already on the page', () => {
    const script = document.createElement('script');
    script.src = UPSELL_WIDGET_SCRIPT_URL;
    document.head.append(script);
    render(<EmbeddedOffer />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.getElementById(OFFER_WIDGET_ID)).toBeVisible();
    expect(document.scripts).toHaveLength(1);
  });
});

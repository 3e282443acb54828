import { fireEvent } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('starts once, at the first press, key or focus, and never again', () => {
    const start = vi.fn();
    onFirstUse(start);
    expect(start).not.toHaveBeenCalled();
    fireEvent.keyDown(document.body, { key: 'Tab' });
    fireEvent.pointerDown(document.body);
    fireEvent.focusIn(document.body);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does nothing once undone', () => {
    const start = vi.fn();
    const stop = onFirstUse(start);
    stop();
    fireEvent.pointerDown(document.body);
    expect(start).not.toHaveBeenCalled();
  });
});

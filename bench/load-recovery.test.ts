import { describe, expect, it } from 'vitest';
import { recoveredAfter, type Sample, windows } from './load-recovery';

/** 10 requests a second from `from` to `to`, each `ms` long with `status`. */
const seconds = (from: number, to: number, ms: number, status = 200): Sample[] =>
  Array.from({ length: (to - from + 1) * 10 }, (_, index) => ({
    phase: 'after',
    second: from + Math.floor(index / 10),
    status,
    ms,
  }));

describe('bench:load recovery', () => {
  it('counts from the spike to the first second after which every window is healthy', () => {
    const samples = [...seconds(100, 111, 900), ...seconds(112, 160, 20)];
    expect(recoveredAfter(samples, 100, 1)).toBe(12);
    expect(recoveredAfter(samples, 100, 5)).toBe(12);
  });

  it('is not recovered while a failure remains, even one fast 503 in a window', () => {
    const samples = [...seconds(100, 130, 20), ...seconds(131, 131, 5, 503)];
    expect(recoveredAfter(samples, 100, 1)).toBeUndefined();
    const late = [...seconds(100, 120, 20), ...seconds(121, 121, 5, 503), ...seconds(122, 160, 20)];
    expect(recoveredAfter(late, 100, 1)).toBe(22);
    expect(recoveredAfter(late, 100, 5)).toBe(22);
  });

  it('lets a short stall decide the second-by-second figure, not the 5-second one', () => {
    // Long after the server recovered, 2 of one second's 10 requests took 300 ms: that second's
    // p95 is over the target, every 5-second window's (2 of 50) is not.
    const samples = [...seconds(100, 103, 900), ...seconds(104, 160, 20)];
    for (const sample of samples.filter((each) => each.second === 157).slice(0, 2)) {
      sample.ms = 300;
    }
    expect(recoveredAfter(samples, 100, 1)).toBe(58);
    expect(recoveredAfter(samples, 100, 5)).toBe(4);
  });

  it('judges only full windows, and every window that holds a slow second is unhealthy', () => {
    const samples = [...seconds(0, 9, 20), ...seconds(10, 12, 400), ...seconds(13, 19, 20)];
    const five = windows(samples, 5);
    expect(five).toHaveLength(16);
    expect(five.filter((window) => !window.healthy).map((window) => window.start)).toEqual([
      6, 7, 8, 9, 10, 11, 12,
    ]);
  });
});

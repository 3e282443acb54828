import type os from 'node:os';
import { describe, expect, it } from 'vitest';
import { busyShare, processorTimes, QUIET_BUSY_SHARE } from './machine-quiet';

const core = (user: number, sys: number, idle: number): os.CpuInfo => ({
  model: 'test',
  speed: 0,
  times: { user, nice: 0, sys, irq: 0, idle },
});

describe('bench: is the machine quiet', () => {
  it('sums every core, user and system time as busy', () => {
    expect(processorTimes([core(100, 50, 1_000), core(30, 20, 2_000)])).toEqual({
      busy: 200,
      idle: 3_000,
    });
  });

  it('measures the busy share between two readings, not since the machine started', () => {
    // Long busy in the past, idle in the interval: quiet.
    const before = processorTimes([core(90_000, 10_000, 1_000), core(90_000, 10_000, 1_000)]);
    const idle = processorTimes([core(90_010, 10_000, 5_990), core(90_000, 10_000, 6_000)]);
    expect(busyShare(before, idle)).toBeCloseTo(0.001, 3);
    expect(busyShare(before, idle)).toBeLessThan(QUIET_BUSY_SHARE);
    // One core of two fully busy in the interval: half the processors' time, not quiet.
    const oneCore = processorTimes([core(95_000, 10_000, 1_000), core(90_000, 10_000, 6_000)]);
    expect(busyShare(before, oneCore)).toBe(0.5);
    expect(busyShare(before, oneCore)).toBeGreaterThanOrEqual(QUIET_BUSY_SHARE);
  });

  it('reads no time passed as quiet rather than dividing by nothing', () => {
    const same = processorTimes([core(1, 1, 1)]);
    expect(busyShare(same, same)).toBe(0);
  });
});

import os from 'node:os';

// Whether the machine is quiet enough for a benchmark's figures to compare with another run's.
// The load average alone cannot say: on our 2-core machines it stays at 2-7 for many minutes
// after work has ended, with the processors idle (vmstat 100% idle, no runnable or waiting
// process), so most runs were marked busy. What the processors did over a few seconds before the
// run is the measure; the load average is still printed beside it.

/** The processors' time, summed over every core (os.cpus(), milliseconds). */
export type ProcessorTimes = { busy: number; idle: number };

export function processorTimes(cpus: readonly os.CpuInfo[] = os.cpus()): ProcessorTimes {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy, idle };
}

/** The share (0 to 1) of the processors' time that was busy between two readings. */
export function busyShare(before: ProcessorTimes, after: ProcessorTimes): number {
  const busy = after.busy - before.busy;
  const total = busy + (after.idle - before.idle);
  return total > 0 ? busy / total : 0;
}

/** Processor use at or over this share, in the seconds before a run, marks it not comparable. */
export const QUIET_BUSY_SHARE = 0.1;

/** How busy the processors were over the next `ms` milliseconds (0 to 1). */
export async function measureBusyShare(ms = 5_000): Promise<number> {
  const before = processorTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return busyShare(before, processorTimes());
}

/** The 1, 5 and 15-minute load averages, as printed. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

// How bench:load judges the server healthy and recovered (issue 16: "recovery within 30 s"). A
// stretch of time is healthy when none of its requests failed (no answer, or 5xx) and its p95 is
// under 200 ms. Recovery is counted from the end of the spike to the first second from which
// every later window is healthy. One-second windows let a single stall of the machine (a few
// hundred ms in which every request, the session check included, is slow: it happens in the
// steady phase too) decide the figure; five-second windows do not, so the bench reports both,
// beside how often the steady phase itself fails each test.

export type Sample = { phase: string; second: number; status: number; ms: number };

export const P95_TARGET_MS = 200;

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(
    sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0,
  );
};

export const failed = (sample: Sample) => sample.status === 0 || sample.status >= 500;

export function healthy(samples: Sample[]): boolean {
  return (
    !samples.some(failed) &&
    percentile(
      samples.map((sample) => sample.ms),
      95,
    ) < P95_TARGET_MS
  );
}

/** The start of each full window of `windowSeconds` in the samples, and whether it is healthy. */
export function windows(samples: Sample[], windowSeconds: number) {
  // Grouped by second once: a 10-minute phase holds 60,000 samples.
  const bySecond = new Map<number, Sample[]>();
  for (const sample of samples) {
    const group = bySecond.get(sample.second);
    if (group) group.push(sample);
    else bySecond.set(sample.second, [sample]);
  }
  const seconds = [...bySecond.keys()];
  const first = Math.min(...seconds);
  const last = Math.max(...seconds);
  const result: { start: number; healthy: boolean }[] = [];
  for (let start = first; start + windowSeconds - 1 <= last; start += 1) {
    const inside: Sample[] = [];
    for (let second = start; second < start + windowSeconds; second += 1) {
      inside.push(...(bySecond.get(second) ?? []));
    }
    result.push({ start, healthy: inside.length > 0 && healthy(inside) });
  }
  return result;
}

/**
 * Seconds from `from` (the spike's end) to the first window start from which every later window
 * is healthy; undefined when the last window is not.
 */
export function recoveredAfter(
  samples: Sample[],
  from: number,
  windowSeconds: number,
): number | undefined {
  const all = windows(samples, windowSeconds);
  let recoveredAt: number | undefined;
  for (const window of all) {
    if (!window.healthy) recoveredAt = undefined;
    else recoveredAt ??= window.start;
  }
  return recoveredAt === undefined ? undefined : Math.max(0, recoveredAt - from);
}

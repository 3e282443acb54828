import fs from 'node:fs';
import path from 'node:path';

// The product's memory as the machine counts it: the server process and its PostgreSQL (the
// postmaster and every backend it forked), as proportional set size, so pages the processes
// share (PostgreSQL's shared buffers, libraries) are counted once in all. Linux only.

function pssKb(pid: number): number {
  try {
    const rollup = fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    return Number(rollup.match(/^Pss:\s+(\d+) kB/m)?.[1] ?? 0);
  } catch {
    return 0; // Gone meanwhile (a backend that just ended): it holds nothing now.
  }
}

function childrenOf(parent: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        // The parent pid is the field after the state, after the command in parentheses.
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false;
      }
    });
}

/**
 * Megabytes of PSS of the server alone and of the product (the server and its PostgreSQL), or
 * undefined where /proc is missing.
 */
export function productMemoryMb(
  serverPid: number,
  dataDir: string,
): { server: number; product: number } | undefined {
  if (!fs.existsSync('/proc/self/smaps_rollup')) return undefined;
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const postmaster = fs.existsSync(pidFile)
    ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
    : undefined;
  const pids = [serverPid, ...(postmaster ? [postmaster, ...childrenOf(postmaster)] : [])];
  return {
    server: Math.round(pssKb(serverPid) / 1024),
    product: Math.round(pids.reduce((sum, pid) => sum + pssKb(pid), 0) / 1024),
  };
}

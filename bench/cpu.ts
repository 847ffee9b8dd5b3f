import { readdirSync, readFileSync } from 'node:fs';

const tick = 1000 / 100; // ms per clock tick (USER_HZ is 100 on Linux)

/** utime + stime (and the reaped children's, when `children`) of a /proc stat file, in ms; 0 when it is gone. */
function statCpu(path: string, children = false): number {
  try {
    const stat = readFileSync(path, 'utf8');
    // The command name (field 2) may hold spaces: the fields after it start past its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): utime is field 14, stime 15, cutime 16, cstime 17.
    const own = Number(fields[11]) + Number(fields[12]);
    return (children ? own + Number(fields[13]) + Number(fields[14]) : own) * tick;
  } catch {
    return 0;
  }
}

const ppidOf = (pid: string) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return -1;
  }
};

/** CPU time used so far by this process' main thread (not the load generator's worker, not libuv's pool), in ms. */
export const mainThreadCpu = () => statCpu(`/proc/${process.pid}/task/${process.pid}/stat`);

/** CPU time used so far by a PostgreSQL server: the postmaster, its live children and those it reaped, in ms. */
export function serverCpu(postmaster: number): number {
  let total = statCpu(`/proc/${postmaster}/stat`, true);
  for (const pid of readdirSync('/proc')) {
    if (/^\d+$/.test(pid) && ppidOf(pid) === postmaster) total += statCpu(`/proc/${pid}/stat`);
  }
  return total;
}

import { readFileSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * The nice value of the file check's threads (issue 26 item 7): the check is batch work, and every
 * request of the hub (a sign-in, a product list, a tablet's count) waits on the event loop, which
 * shares the machine's cores with it. At nice 10 the scheduler gives the event loop the core first when
 * both want it; the check takes what is left, which on an idle hub is everything.
 */
export const CHECK_THREAD_NICE = 10;

/** This thread's id in the kernel (Linux: /proc/thread-self names it), or null where it cannot be known. */
function kernelThreadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the priority of the calling thread only (Linux schedules threads one by one: setpriority on a
 * thread's id changes that thread); elsewhere, or when refused, the thread runs as it is. Answers the
 * nice value the thread now has, or null when unchanged.
 */
export function lowerThisThreadPriority(nice = CHECK_THREAD_NICE): number | null {
  const tid = kernelThreadId();
  if (tid === null) return null;
  try {
    setPriority(tid, nice);
    return threadNice();
  } catch {
    return null;
  }
}

/** The calling thread's nice value as the kernel reports it (field 19 of /proc/thread-self/stat), or null. */
export function threadNice(): number | null {
  try {
    const stat = readFileSync('/proc/thread-self/stat', 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const nice = Number(fields[16]);
    return Number.isInteger(nice) ? nice : null;
  } catch {
    return null;
  }
}

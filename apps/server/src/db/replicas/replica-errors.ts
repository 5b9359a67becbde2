/** The errors of a driver error's cause chain (Drizzle wraps node-postgres's). */
function* causes(error: unknown) {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Socket errors: the server is not there (down, restarting, network gone). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * The replica went away under the read, or takes no more connections: refused or dropped
 * connections, class 08 (connection exception), 57P01-57P05 (shut down, crashed, starting up or
 * still recovering, database dropped, idle session ended) and 53300 (too many connections).
 * node-postgres reports a connection that ends mid-query with no code, only its message.
 */
export function isConnectionFailure(error: unknown): boolean {
  for (const { code, message } of causes(error)) {
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || /^(08|57P0|53300)/.test(code)))
      return true;
    if (typeof message === 'string' && /^Connection terminated/.test(message)) return true;
  }
  return false;
}

/**
 * A hot standby cancels a query whose rows recovery is about to remove or lock ("canceling
 * statement due to conflict with recovery"): 40001 for snapshots and 57014 for locks, 40P01 for a
 * buffer-pin deadlock with the startup process (a read alone never deadlocks otherwise). The same
 * read succeeds on the primary.
 */
export function isRecoveryConflict(error: unknown): boolean {
  for (const { code } of causes(error)) {
    if (code === '40001' || code === '57014' || code === '40P01') return true;
  }
  return false;
}

/**
 * Runs a graceful stop but gives up after `timeoutMs`: a stop that hangs (a live stream that
 * never ends, a query that never returns) must not keep a process a deployment is replacing.
 */
export async function closeWithin(
  timeoutMs: number,
  close: () => Promise<void>,
): Promise<'drained' | 'timedOut'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timedOut'>((resolve) => {
    timer = setTimeout(() => resolve('timedOut'), timeoutMs);
  });
  try {
    return await Promise.race([close().then(() => 'drained' as const), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

import type { App } from '../src/app';
import type { QueueName } from '../src/services/queue/queue';

/**
 * Waits until these queues have nothing waiting, retrying or running. `app.queue.settled()` waits
 * for every queue, mail included, which nothing works off in tests that leave mail queued.
 */
export async function queueDrained(app: App, names: QueueName[] = ['jobAlerts'], timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sizes = await Promise.all(names.map((name) => app.queue.boss.getQueueSize(name, { before: 'completed' })));
    if (sizes.every((size) => size === 0)) return;
    if (Date.now() > deadline) throw new Error(`${names.join(', ')} not drained after ${timeoutMs} ms: ${sizes.join(', ')} jobs left`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

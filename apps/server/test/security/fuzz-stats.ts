/** What a fuzz run did: requests sent, statuses seen, and which operations were answered with success. */
export class FuzzStats {
  private started = Date.now();
  requests = 0;
  /** Generated cases; a case is one request or a batch sent at once. */
  cases = 0;
  private readonly statuses = new Map<number, number>();
  private readonly successes = new Map<string, number>();
  private readonly restored = new Map<string, number>();
  private readonly milliseconds = new Map<string, number>();

  /** Times the run from now (setting up the world is not part of it). */
  start() {
    this.started = Date.now();
  }

  record(operation: string, status: number, milliseconds: number) {
    this.requests += 1;
    this.milliseconds.set(operation, (this.milliseconds.get(operation) ?? 0) + milliseconds);
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if (status < 300) this.successes.set(operation, (this.successes.get(operation) ?? 0) + 1);
  }

  restoredAfter(operation: string) {
    this.restored.set(operation, (this.restored.get(operation) ?? 0) + 1);
  }

  /** Operations that never answered 2xx: the fuzzer did not get past their checks. */
  neverSucceeded(operations: string[]) {
    return operations.filter((operation) => !this.successes.has(operation));
  }

  report(operations: string[]): string {
    const seconds = (Date.now() - this.started) / 1000;
    const histogram = [...this.statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`);
    const lines = [
      `fuzz: ${this.requests} requests (${this.cases} cases) in ${seconds.toFixed(1)} s (${(this.requests / seconds).toFixed(0)}/s)`,
      `  statuses: ${histogram.join(' ')}`,
      `  operations answered 2xx: ${operations.length - this.neverSucceeded(operations).length} of ${operations.length}`,
    ];
    const never = this.neverSucceeded(operations);
    const slowest = [...this.milliseconds].sort(([, a], [, b]) => b - a).slice(0, 5);
    lines.push(
      `  most time in: ${slowest.map(([operation, ms]) => `${operation} ${(ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    if (never.length) lines.push(`  never 2xx: ${never.join(', ')}`);
    if (this.restored.size) {
      const most = [...this.restored].sort(([, a], [, b]) => b - a);
      const shown = most.slice(0, 4).map(([operation, count]) => `${operation} ×${count}`);
      const others = most.slice(4).reduce((sum, [, count]) => sum + count, 0);
      lines.push(
        `  world restored after: ${shown.join(', ')}${others ? `, other batches ×${others}` : ''}`,
      );
    }
    return lines.join('\n');
  }
}

import { describe, expect, it } from 'vitest';
import { drainable, type QueueSql } from '../../src/services/queue/sql-adapter';

/** An inner connection whose statements finish only when the test says so. */
function heldConnection() {
  const finish: Array<(outcome: 'ok' | 'fail') => void> = [];
  const inner: QueueSql = {
    executeSql: () =>
      new Promise((resolve, reject) => {
        finish.push((outcome) =>
          outcome === 'ok' ? resolve({ rows: [] }) : reject(new Error('statement failed')),
        );
      }),
  };
  return { inner, finish };
}

describe('the queue connection stops only after its statements', () => {
  it('waits for a statement pg-boss sent without awaiting it (a late fail) before the pool may close', async () => {
    const { inner, finish } = heldConnection();
    const sql = drainable(inner);
    const lateFail = sql.executeSql('update job set state = $1', ['retry']);
    let drained = false;
    const stopping = sql.drained().then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);
    finish[0]('ok');
    await stopping;
    expect(drained).toBe(true);
    await expect(lateFail).resolves.toEqual({ rows: [] });
  });

  it('also waits for statements started while draining, and a failed one does not stop the drain', async () => {
    const { inner, finish } = heldConnection();
    const sql = drainable(inner);
    sql.executeSql('select 1').catch(() => undefined);
    let drained = false;
    const stopping = sql.drained().then(() => (drained = true));
    const second = sql.executeSql('select 2');
    finish[0]('fail');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);
    finish[1]('ok');
    await stopping;
    await expect(second).resolves.toEqual({ rows: [] });
  });

  it('waits for a handler that a statement hands its result to as it finishes (a fetch still on its way at stop)', async () => {
    const { inner, finish } = heldConnection();
    const sql = drainable(inner);
    let handlerDone: () => void = () => undefined;
    const handler = () => new Promise<void>((resolve) => (handlerDone = resolve));
    // pg-boss's worker loop: the fetch resolves, its jobs reach the handler a few awaits later, then `complete`.
    const worker = (async () => {
      await sql.executeSql('fetch');
      for (let hop = 0; hop < 5; hop += 1) await Promise.resolve();
      await sql.track(handler());
      return sql.executeSql('complete');
    })();
    let drained = false;
    const stopping = sql.drained().then(() => (drained = true));
    finish[0]('ok');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);
    handlerDone();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);
    finish[1]('ok');
    await stopping;
    await expect(worker).resolves.toEqual({ rows: [] });
  });

  it('is drained at once when nothing is in flight', async () => {
    const sql = drainable(heldConnection().inner);
    await expect(sql.drained()).resolves.toBeUndefined();
  });
});

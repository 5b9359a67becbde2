import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { buildTestApp, type TestContext } from '../helper';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$c2VjcmV0aGFzaHZhbHVl';
const EMAIL = 'private.person@example.com';
const PHONE = '+1 555 867 5309';

let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  ctx = await buildTestApp(
    { LOG_LEVEL: 'info' },
    {
      logStream,
      // A write the database refuses, carrying a password hash, an email and a phone number.
      beforeReady: (app) => {
        app.post('/api/test/failing-write', async () => {
          await app.db
            .update(accounts)
            .set({ email: EMAIL, number: PHONE, passwordHash: HASH })
            .where(eq(accounts.id, 'not-a-uuid'));
          return { message: 'unreachable' };
        });
      },
    },
  );
});
afterAll(() => ctx.close());

describe('logs of a failed database write', () => {
  it('say which query failed and why, without its parameters, and the client gets a plain 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/failing-write',
      headers: { authorization: 'Bearer secret-token' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toMatch(/update|accounts|uuid/i);

    const log = lines.join('');
    const failure = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'unhandled error');
    expect(failure.error.message).toMatch(/^Failed query: update "accounts" set/);
    expect(failure.error.cause).toMatchObject({ code: '22P02' });
    for (const secret of [HASH, '$argon2', EMAIL, PHONE, 'secret-token'])
      expect(log).not.toContain(secret);
  });
});

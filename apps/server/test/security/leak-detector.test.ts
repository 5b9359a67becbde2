import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/lib/password';
import { craftToken } from '../factories-accounts';
import { profileInput } from '../factories';
import { jobInput } from '../factories-jobs';
import { HOSTILE_TEXTS } from './hostile-strings';
import { findLeaks, KnownRefreshTokens, type LeakClass } from './leak-detector';
import { HOSTILE_KEYS } from './value-mutation';

const kinds = (text: string, options?: Parameters<typeof findLeaks>[1]) => [
  ...new Set(findLeaks(text, options).map((leak) => leak.kind)),
];

describe('findLeaks flags each class of leak', () => {
  const refreshToken = randomBytes(32).toString('base64url');
  const known = new KnownRefreshTokens();
  known.add(refreshToken);

  it.each<[LeakClass, () => Promise<string> | string]>([
    ['stack', () => JSON.stringify({ message: 'boom', stack: new Error('boom').stack })],
    ['stack', () => 'TypeError: Cannot read properties of undefined\n    at handler (x.js:1:2)'],
    [
      'source path',
      () => '{"message":"Cannot find module \'/app/apps/server/src/services/jobs/get-job.ts\'"}',
    ],
    [
      'source path',
      () => '{"message":"at Object.<anonymous> (/app/node_modules/pg/lib/client.js:526:17)"}',
    ],
    ['sql', () => '{"message":"syntax error at or near \\"drop\\""}'],
    [
      'sql',
      () =>
        '{"message":"duplicate key value violates unique constraint \\"accounts_email_unique\\""}',
    ],
    [
      'sql',
      () =>
        '{"message":"insert or update on table \\"applications\\" violates foreign key constraint \\"x\\""}',
    ],
    ['sql', () => '{"message":"relation \\"accounts\\" does not exist"}'],
    ['sql', () => '{"message":"invalid byte sequence for encoding \\"UTF8\\": 0x00"}'],
    ['sql', () => '{"message":"value \\"2147483648\\" is out of range for type integer"}'],
    ['sql', () => '{"message":"invalid input syntax for type uuid: \\"x\\""}'],
    [
      'sql',
      () =>
        '{"message":"Failed query: select \\"id\\", \\"username\\" from \\"accounts\\" where \\"id\\" = $1\\nparams: 1"}',
    ],
    ['sql', () => '{"name":"DrizzleQueryError"}'],
    ['sql', () => '{"code":"23505","detail":"Key (email)=(a@b.c) already exists."}'],
    [
      'password hash',
      () =>
        hashPassword('correct-horse-battery').then((hash) =>
          JSON.stringify({ passwordHash: hash }),
        ),
    ],
    [
      'jwt',
      () =>
        craftToken({ role: 'candidate' }, 'a-secret-that-is-at-least-32-characters-long').then(
          (token) => `{"token":"${token}"}`,
        ),
    ],
  ])('%s', async (kind, body) => {
    expect(kinds(await body())).toContain(kind);
  });

  it('a known refresh token and its stored hash', () => {
    const storedHash = createHash('sha256').update(refreshToken).digest('hex');
    expect(kinds(`{"refreshToken":"${refreshToken}"}`, { refreshTokens: known })).toEqual([
      'refresh token',
    ]);
    expect(kinds(`{"tokenHash":"${storedHash}"}`, { refreshTokens: known })).toEqual([
      'token hash',
    ]);
  });

  it('a JWT where one is expected is no leak, and nothing else is excused with it', async () => {
    const token = await craftToken(
      { role: 'recruiter' },
      'a-secret-that-is-at-least-32-characters-long',
    );
    expect(kinds(`{"accessToken":"${token}"}`, { allowJwt: true })).toEqual([]);
    expect(
      kinds(`{"accessToken":"${token}","hash":"$argon2id$v=19$m=19456,t=2,p=1$abc$def"}`, {
        allowJwt: true,
      }),
    ).toEqual(['password hash']);
  });

  it('says where the leak is', () => {
    const [leak] = findLeaks('{"message":"ok","detail":"syntax error at or near \\"x\\""}');
    expect(leak.excerpt).toContain('syntax error at or near');
  });
});

describe('findLeaks passes what the API really answers', () => {
  it.each([
    [
      'a profile',
      JSON.stringify({
        ...profileInput(),
        password: undefined,
        id: '3f0c1c52-5d4e-4a57-9a1e-2b1f3d9f0a11',
      }),
    ],
    ['a job', JSON.stringify({ ...jobInput(), postedAt: '2026-01-02T03:04:05.000Z' })],
    [
      'a validation error',
      JSON.stringify({
        message: 'Invalid input',
        errors: [{ path: 'body.username', message: 'Username is required' }],
      }),
    ],
    [
      'a 500',
      JSON.stringify({ message: 'Something went wrong on our side. Please try again later.' }),
    ],
    [
      'text a person writes',
      JSON.stringify({
        job_description:
          'Meet us at 10:30 at the office.\nWe select "great" people and update our stack at scale.',
      }),
    ],
    [
      'a photo URL',
      JSON.stringify({ secure_url: '/uploads/3f0c1c52-5d4e-4a57-9a1e-2b1f3d9f0a11.webp' }),
    ],
    ['an empty body', ''],
  ])('%s', (_name, body) => {
    const known = new KnownRefreshTokens();
    known.add(randomBytes(32).toString('base64url'));
    expect(findLeaks(body, { refreshTokens: known })).toEqual([]);
  });
});

// The fuzzer's answers echo what it sent (a stored job, a 400 naming a field): its own strings must not look like leaks.
describe("the fuzzer's own strings are no leak", () => {
  it.each([...HOSTILE_TEXTS, ...HOSTILE_KEYS])('%j', (text) => {
    expect(findLeaks(JSON.stringify({ echoed: text, [text]: 1 }))).toEqual([]);
  });
});

import type { Role } from '@jobhunter/shared';
import fc from 'fast-check';
import { hostileString } from './hostile-strings';
import { IDENTITIES, type Identity } from './identities';
import { headerSafe } from './multipart-bodies';

/**
 * Who the request claims to be: one of the matrix's identities, the still-valid token of a deleted
 * account of a role, or an Authorization header of any shape.
 */
export type FuzzAuth =
  | { identity: Exclude<Identity, 'anonymous'>; role: Role }
  | { deletedAccount: Role }
  | { header: string };

type TokenIdentity = Exclude<Identity, 'anonymous'>;
// The account's own token most often, so requests get past sign-in to the code behind it.
const TOKEN_WEIGHTS: Partial<Record<TokenIdentity, number>> = {
  owner: 6,
  otherOwner: 2,
  otherRole: 2,
  // The admins' calls answer only an admin: often enough for their bodies to reach the code.
  admin: 3,
};
const identity = fc.oneof(
  ...IDENTITIES.filter((name): name is TokenIdentity => name !== 'anonymous').map((name) => ({
    weight: TOKEN_WEIGHTS[name] ?? 1,
    arbitrary: fc.constant(name),
  })),
);
export const anyAuth: fc.Arbitrary<FuzzAuth | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  {
    weight: 6,
    arbitrary: fc.record({ identity, role: fc.constantFrom<Role>('candidate', 'recruiter') }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ deletedAccount: fc.constantFrom<Role>('candidate', 'recruiter') }),
  },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic dXNlcjpwYXNz',
          'bearer  x.y.z',
          'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
          `Bearer ${'a'.repeat(9000)}`,
        ),
        hostileString.map((text) => `Bearer ${text}`),
      )
      .map((header) => ({ header: headerSafe(header) })),
  },
);

/** Origin of the web app in the fuzzed server's CORS allowlist, so the allowed path runs too. */
export const ALLOWED_ORIGIN = 'https://app.example.com';

const HEADER_VALUES: Record<string, string[]> = {
  origin: [ALLOWED_ORIGIN, 'https://evil.example', 'null', 'https://app.example.com.evil.example'],
  'access-control-request-method': ['GET', 'DELETE', 'TRACE'],
  'access-control-request-headers': ['authorization,content-type', 'x-custom'],
  'x-forwarded-for': ['1.2.3.4', '1.2.3.4, 10.0.0.1', 'unknown', '::1'],
  'x-forwarded-proto': ['https', 'http', 'gopher'],
  'x-forwarded-host': ['attacker.example', ''],
  host: ['attacker.example', 'localhost:3000', ''],
  accept: ['*/*', 'text/html', 'application/xml'],
  'accept-encoding': ['gzip, br', 'identity;q=0'],
  'content-encoding': ['gzip', 'br', 'x-unknown'],
  'if-none-match': ['"abc"', '*'],
  range: ['bytes=0-1', 'bytes=999999-'],
  cookie: ['a=b', 'session=../../x'],
};

/** Other headers a client or a proxy may send, with plausible and hostile values; mostly none. */
export const extraHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .array(
        fc
          .constantFrom(...Object.keys(HEADER_VALUES))
          .chain((name) =>
            fc.tuple(
              fc.constant(name),
              fc.oneof(
                { weight: 3, arbitrary: fc.constantFrom(...HEADER_VALUES[name]) },
                { weight: 1, arbitrary: hostileString.map(headerSafe) },
              ),
            ),
          ),
        { minLength: 1, maxLength: 3 },
      )
      .map((pairs) => Object.fromEntries(pairs)),
  },
);

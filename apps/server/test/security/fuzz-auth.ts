import type { Role } from '@jobhunter/shared';
import fc from 'fast-check';
import { hostileString } from './hostile-strings';
import { IDENTITIES, type Identity } from './identities';
import { headerSafe } from './multipart-bodies';

/** Who the request claims to be: one of the matrix's identities, or an Authorization header of any shape. */
export type FuzzAuth = { identity: Exclude<Identity, 'anonymous'>; role: Role } | { header: string };

type TokenIdentity = Exclude<Identity, 'anonymous'>;
// The account's own token most often, so requests get past sign-in to the code behind it.
const TOKEN_WEIGHTS: Partial<Record<TokenIdentity, number>> = { owner: 6, otherOwner: 2, otherRole: 2 };
const identity = fc.oneof(
  ...IDENTITIES.filter((name): name is TokenIdentity => name !== 'anonymous').map((name) => ({ weight: TOKEN_WEIGHTS[name] ?? 1, arbitrary: fc.constant(name) })),
);
export const anyAuth: fc.Arbitrary<FuzzAuth | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.constant(undefined) },
  { weight: 6, arbitrary: fc.record({ identity, role: fc.constantFrom<Role>('candidate', 'recruiter') }) },
  {
    weight: 1,
    arbitrary: fc
      .oneof(
        fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'bearer  x.y.z', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', `Bearer ${'a'.repeat(9000)}`),
        hostileString.map((text) => `Bearer ${text}`),
      )
      .map((header) => ({ header: headerSafe(header) })),
  },
);

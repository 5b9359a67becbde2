import type { Role } from '@jobhunter/shared';
import { validProfile } from '../../../../packages/shared/test/fixtures';
import { describeReply, type ApiClient } from './http-client';
import type { Ledger } from './ledger';

export const PASSWORD = 'durability-password';

/**
 * A valid profile with a unique username, email and number. The names are long enough for the
 * username rule (at most (first + last name length) / 2 + 3 characters).
 */
export function profileFor(username: string, n: number) {
  return validProfile({
    firstName: 'Durability',
    lastName: 'Checker',
    username,
    password: PASSWORD,
    email: `${username}@durability.example.com`,
    number: `+1 555 ${String(n).padStart(6, '0')}`,
  });
}

export const usernameFor = (role: Role, n: number) =>
  `${role === 'candidate' ? 'c' : 'r'}${String(n).padStart(4, '0')}`;

/** Registers one account through the API (reserve the name, then create), recording both writes. */
export async function register(api: ApiClient, ledger: Ledger, role: Role, round: number) {
  const n = ledger.nextAccountNumber();
  const username = usernameFor(role, n);
  const reserved = await api.request('POST', `/api/${role}/username/create`, {
    body: { username, password: PASSWORD },
  });
  if (reserved.status !== 201) throw new Error(`reserving ${username}: ${describeReply(reserved)}`);
  ledger.ack({ kind: 'reserve-username', round, role, username });
  const created = await api.request('POST', `/api/${role}/create`, {
    body: profileFor(username, n),
  });
  if (created.status !== 201) throw new Error(`registering ${username}: ${describeReply(created)}`);
  ledger.ack({ kind: 'register', round, role, username });
  return username;
}

/** Registers and logs in the accounts the writers use; their tokens outlive every restart (fixed JWT secret). */
export async function createWriters(
  api: ApiClient,
  ledger: Ledger,
  counts: { recruiters: number; candidates: number },
) {
  const roles: Role[] = [
    ...Array<Role>(counts.recruiters).fill('recruiter'),
    ...Array<Role>(counts.candidates).fill('candidate'),
  ];
  await Promise.all(
    roles.map(async (role) => {
      const username = await register(api, ledger, role, 0);
      const login = await api.request('POST', `/api/${role}/login`, {
        body: { username, password: PASSWORD },
      });
      if (login.status !== 200) throw new Error(`logging in ${username}: ${describeReply(login)}`);
      const { accessToken } = login.body as { accessToken: string };
      (role === 'recruiter' ? ledger.recruiters : ledger.candidates).push({
        role,
        username,
        token: accessToken,
      });
    }),
  );
}

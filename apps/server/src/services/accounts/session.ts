import type { Role } from '@jobhunter/shared';
import { signAccessToken } from '../../lib/access-token';

export interface SessionSettings {
  secret: string;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
}

export interface SessionAccount {
  id: string;
  username: string;
  role: Role;
}

/** The access token names its login (refresh-token family) as `sessionId`, so logout can end it. */
export function signSessionAccessToken(account: SessionAccount, familyId: string, settings: SessionSettings) {
  return signAccessToken(
    { accountId: account.id, username: account.username, role: account.role, sessionId: familyId },
    { secret: settings.secret, ttlSeconds: settings.accessTtlSeconds },
  );
}

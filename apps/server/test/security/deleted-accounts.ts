import type { Role } from '@jobhunter/shared';
import { bearer } from '../helper';
import { freshAccount } from './fixture-world';
import type { Actor, World } from './matrix-types';

/**
 * One account per role, signed in and then deleted: its access token still verifies until it
 * expires, so requests signed with it reach code that finds no account behind a valid token.
 */
export async function deletedAccounts(world: World): Promise<Record<Role, Actor>> {
  const gone = async (role: Role) => {
    const actor = await freshAccount(world, role);
    const response = await world.app.inject({
      method: 'DELETE',
      url: `/api/${role}/delete/${actor.username}`,
      headers: bearer(actor.accessToken),
    });
    if (response.statusCode !== 200)
      throw new Error(`deleting failed: ${response.statusCode} ${response.body}`);
    return actor;
  };
  return { candidate: await gone('candidate'), recruiter: await gone('recruiter') };
}

import { freshSession } from './fixture-world';
import type { Case } from './matrix-types';

/** Who may use the admins' own calls: their login and refresh, the reports queue and the audit log. */
export const adminRows: Case[] = [
  {
    operation: 'POST /api/admin/login',
    access: 'public',
    role: 'candidate',
    status: 200,
    request: (_scene, _actor, world) => ({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: world.admin.username, password: world.admin.password },
    }),
  },
  {
    operation: 'POST /api/admin/refresh-token',
    access: 'public',
    role: 'candidate',
    status: 200,
    // Refresh tokens rotate: each call spends one of its own admin login.
    prepare: async (world) => ({
      refreshToken: (await freshSession(world, world.admin)).refreshToken,
    }),
    request: (scene) => ({
      method: 'POST',
      url: '/api/admin/refresh-token',
      payload: { refreshToken: scene.refreshToken },
    }),
  },
  {
    operation: 'GET /api/admin/audit/',
    access: 'admin',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/admin/audit' }),
  },
];

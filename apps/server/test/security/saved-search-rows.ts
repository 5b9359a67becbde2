import { expect } from 'vitest';
import { bearer } from '../helper';
import { read } from './fixture-world';
import type { Actor, Case, World } from './matrix-types';

let searches = 0;
/** A search nobody saved yet (saving one twice is a 409). */
const freshQuery = () => `q=matrix${(searches += 1)}&work_environment=Remote`;

/** A saved search of the owner's that this test alone uses. */
async function ownSearch(world: World, owner: Actor) {
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/saved-searches',
    headers: bearer(owner.accessToken),
    payload: { name: 'Matrix alert', query: freshQuery(), frequency: 'instant' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

/** The owner's saved searches as they list them. */
async function searchesOf(world: World, owner: Actor) {
  return (await read(world, '/api/saved-searches', owner)).json() as {
    id: string;
    name: string;
    frequency: string;
  }[];
}

/** Saved searches belong to the token's candidate: another candidate lists and saves its own, and finds none of the owner's. */
export const savedSearchRows: Case[] = [
  {
    operation: 'GET /api/saved-searches/',
    access: 'role',
    role: 'candidate',
    status: 200,
    prepare: async (world, owner) => ({ savedSearchId: await ownSearch(world, owner) }),
    request: () => ({ method: 'GET', url: '/api/saved-searches/' }),
    otherSees: (response, { savedSearchId }) =>
      expect((response.json() as { id: string }[]).map((search) => search.id)).not.toContain(
        savedSearchId,
      ),
  },
  {
    operation: 'POST /api/saved-searches/',
    access: 'role',
    role: 'candidate',
    status: 201,
    request: () => ({
      method: 'POST',
      url: '/api/saved-searches/',
      payload: { name: 'Matrix', query: freshQuery(), frequency: 'daily' },
    }),
    state: (world, { owner }) => searchesOf(world, owner),
  },
  {
    operation: 'PATCH /api/saved-searches/{id}',
    access: 'owner',
    role: 'candidate',
    status: 200,
    otherOwner: 404,
    why: "services/saved-searches: only the token's candidate's own search; another's is not revealed (404)",
    prepare: async (world, owner) => ({ savedSearchId: await ownSearch(world, owner) }),
    request: ({ savedSearchId: id }) => ({
      method: 'PATCH',
      url: `/api/saved-searches/${id}`,
      payload: { name: 'Renamed', frequency: 'daily' },
    }),
    state: (world, { owner }) => searchesOf(world, owner),
  },
  {
    operation: 'DELETE /api/saved-searches/{id}',
    access: 'owner',
    role: 'candidate',
    status: 200,
    otherOwner: 404,
    why: "services/saved-searches: only the token's candidate's own search; another's is not revealed (404)",
    prepare: async (world, owner) => ({ savedSearchId: await ownSearch(world, owner) }),
    request: ({ savedSearchId: id }) => ({ method: 'DELETE', url: `/api/saved-searches/${id}` }),
    state: (world, { owner }) => searchesOf(world, owner),
  },
];

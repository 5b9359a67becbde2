import { expect } from 'vitest';
import { pdfWithText, resumeFormSync } from '../fixtures-resumes';
import { bearer } from '../helper';
import { read } from './fixture-world';
import type { Actor, Case, RequestSpec, World } from './matrix-types';

const OWNER_FILE = 'owner-cv.pdf';

/** An upload of a small real PDF named `fileName`. */
function uploadSpec(fileName: string): RequestSpec {
  return {
    method: 'POST',
    url: '/api/candidate/resume',
    ...resumeFormSync(pdfWithText(), fileName),
  };
}

/** Gives the account a CV of its own, through the API. */
async function giveResume(world: World, actor: Actor, fileName: string) {
  const spec = uploadSpec(fileName);
  const response = await world.app.inject({
    ...spec,
    headers: { ...spec.headers, ...bearer(actor.accessToken) },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Both candidates hold a CV: another candidate's call acts on its own, which must not be the owner's. */
async function bothHoldResumes(world: World, owner: Actor) {
  await giveResume(world, owner, OWNER_FILE);
  await giveResume(world, world.accounts.candidate.b, 'other-cv.pdf');
  return {};
}

/** The owner's CV as its owner reads it (status and file), to see that a refused call left it alone. */
async function ownerResume(world: World, owner: Actor) {
  const response = await read(world, '/api/candidate/resume', owner);
  const { fileName, size, uploadedAt } = response.json() as Record<string, unknown>;
  return { status: response.statusCode, fileName, size, uploadedAt };
}

/** A CV belongs to the token's candidate: no request names whose, so another candidate acts on its own. */
export const resumeRows: Case[] = [
  {
    operation: 'POST /api/candidate/resume',
    access: 'role',
    role: 'candidate',
    status: 201,
    prepare: bothHoldResumes,
    request: () => uploadSpec('new-cv.pdf'),
    state: (world, { owner }) => ownerResume(world, owner),
  },
  {
    operation: 'GET /api/candidate/resume',
    access: 'role',
    role: 'candidate',
    status: 200,
    prepare: bothHoldResumes,
    request: () => ({ method: 'GET', url: '/api/candidate/resume' }),
    otherSees: (response) => expect(response.json().fileName).toBe('other-cv.pdf'),
  },
  {
    operation: 'GET /api/candidate/resume/file',
    access: 'role',
    role: 'candidate',
    status: 200,
    prepare: bothHoldResumes,
    request: () => ({ method: 'GET', url: '/api/candidate/resume/file' }),
    otherSees: (response) =>
      expect(response.headers['content-disposition']).toContain('other-cv.pdf'),
  },
  {
    operation: 'DELETE /api/candidate/resume',
    access: 'role',
    role: 'candidate',
    status: 200,
    prepare: bothHoldResumes,
    request: () => ({ method: 'DELETE', url: '/api/candidate/resume' }),
    state: (world, { owner }) => ownerResume(world, owner),
  },
];

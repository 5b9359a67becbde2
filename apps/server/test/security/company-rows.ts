import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { companies, companyInvitations, companyMembers } from '../../src/db/schema';
import { hashOpaqueToken, newOpaqueToken } from '../../src/lib/opaque-token';
import { addMember, createCompany, type CreatedCompany } from '../factories-companies';
import { freshAccount } from './fixture-world';
import type { Actor, Case, Scene, World } from './matrix-types';

/**
 * What each test's fresh company is, by its owner (the scene's owner): every company row acts on a
 * company of its own, so the world's company members (recruiter A's team) and another company's
 * owner are all strangers to it, as is recruiter B (in no company).
 */
const teams = new WeakMap<
  Actor,
  { company: CreatedCompany; member?: Actor; invitationId?: string; token?: string }
>();
const teamOf = (scene: Scene) => teams.get(scene.owner)!;

let count = 0;
const unique = () => `${process.pid}-${(count += 1)}`;

/** A fresh recruiter who owns a fresh company, as the scene's owner. */
async function ownedCompany(world: World): Promise<{ owner: Actor; company: CreatedCompany }> {
  const owner = await freshAccount(world, 'recruiter');
  const company = await createCompany(world.app.db, { owner, name: `Matrix Co ${unique()}` });
  teams.set(owner, { company });
  return { owner, company };
}

/** Plus a `recruiter` member, whose role or membership the call changes. */
async function companyWithMember(world: World): Promise<Partial<Scene>> {
  const { owner, company } = await ownedCompany(world);
  const member = await freshAccount(world, 'recruiter');
  await addMember(world.app.db, { company, account: member, role: 'recruiter' });
  teams.set(owner, { company, member });
  return { owner };
}

const membersOf = (world: World, { company }: { company: CreatedCompany }) =>
  world.app.db
    .select({ accountId: companyMembers.accountId, role: companyMembers.role })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, company.id))
    .orderBy(companyMembers.accountId);
const invitationsOf = (world: World, { company }: { company: CreatedCompany }) =>
  world.app.db
    .select({ id: companyInvitations.id, email: companyInvitations.email })
    .from(companyInvitations)
    .where(eq(companyInvitations.companyId, company.id))
    .orderBy(companyInvitations.id);

const OWNERS_ONLY =
  'services/companies/company-access lockCompanyAsOwner: only an owner of the company (403 for anyone else)';

/** Creating, reading and running a company's team. */
export const companyRows: Case[] = [
  {
    operation: 'POST /api/companies/',
    access: 'owner',
    role: 'recruiter',
    status: 201,
    otherOwner: 409,
    why: 'services/companies/create-company: a recruiter already in a company cannot create one (409)',
    prepare: async (world) => {
      const other = (await ownedCompany(world)).owner;
      return { owner: await freshAccount(world, 'recruiter'), other };
    },
    request: () => ({
      method: 'POST',
      url: '/api/companies/',
      payload: { name: `Matrix New ${unique()}` },
    }),
    state: async (world) =>
      (await world.app.db.select({ n: sql<number>`count(*)::int` }).from(companies))[0]!.n,
  },
  {
    operation: 'GET /api/companies/mine',
    access: 'role',
    role: 'recruiter',
    status: 200,
    prepare: async (world) => ({
      owner: (await ownedCompany(world)).owner,
      other: (await ownedCompany(world)).owner,
    }),
    request: () => ({ method: 'GET', url: '/api/companies/mine' }),
    otherSees: (response, scene) =>
      expect(response.json().company.slug).not.toBe(teamOf(scene).company.slug),
  },
  {
    operation: 'PATCH /api/companies/{slug}',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: OWNERS_ONLY,
    prepare: async (world) => ({ owner: (await ownedCompany(world)).owner }),
    request: (scene) => ({
      method: 'PATCH',
      url: `/api/companies/${teamOf(scene).company.slug}`,
      payload: { about: 'Changed by the matrix' },
    }),
    state: (world, scene) =>
      world.app.db
        .select()
        .from(companies)
        .where(eq(companies.id, teamOf(scene).company.id)),
  },
  {
    operation: 'POST /api/companies/{slug}/invitations',
    access: 'owner',
    role: 'recruiter',
    status: 201,
    otherOwner: 403,
    why: OWNERS_ONLY,
    prepare: async (world) => ({ owner: (await ownedCompany(world)).owner }),
    request: (scene) => ({
      method: 'POST',
      url: `/api/companies/${teamOf(scene).company.slug}/invitations`,
      payload: { email: `matrix.${unique()}@mail.example`, role: 'viewer' },
    }),
    state: (world, scene) => invitationsOf(world, teamOf(scene)),
  },
  {
    operation: 'DELETE /api/companies/{slug}/invitations/{id}',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: OWNERS_ONLY,
    prepare: async (world) => {
      const { owner, company } = await ownedCompany(world);
      const [invitation] = await world.app.db
        .insert(companyInvitations)
        .values({
          companyId: company.id,
          email: `matrix.${unique()}@mail.example`,
          role: 'viewer',
          tokenHash: hashOpaqueToken(newOpaqueToken()),
          invitedBy: owner.id,
          expiresAt: sql`now() + interval '7 days'`,
        })
        .returning({ id: companyInvitations.id });
      teams.set(owner, { company, invitationId: invitation!.id });
      return { owner };
    },
    request: (scene) => ({
      method: 'DELETE',
      url: `/api/companies/${teamOf(scene).company.slug}/invitations/${teamOf(scene).invitationId}`,
    }),
    state: (world, scene) => invitationsOf(world, teamOf(scene)),
  },
  {
    operation: 'POST /api/companies/join',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: "services/companies/join-company: the invitation's email must be the caller's (403 for another)",
    prepare: async (world) => {
      const { company } = await ownedCompany(world);
      const joiner = await freshAccount(world, 'recruiter');
      const token = newOpaqueToken();
      await world.app.db.insert(companyInvitations).values({
        companyId: company.id,
        email: joiner.profile.email,
        role: 'recruiter',
        tokenHash: hashOpaqueToken(token),
        expiresAt: sql`now() + interval '7 days'`,
      });
      teams.set(joiner, { company, token });
      return { owner: joiner };
    },
    request: (scene) => ({
      method: 'POST',
      url: '/api/companies/join',
      payload: { token: teamOf(scene).token },
    }),
    state: (world, scene) => membersOf(world, teamOf(scene)),
  },
  {
    operation: 'PATCH /api/companies/{slug}/members/{username}',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: OWNERS_ONLY,
    prepare: (world) => companyWithMember(world),
    request: (scene) => ({
      method: 'PATCH',
      url: `/api/companies/${teamOf(scene).company.slug}/members/${teamOf(scene).member!.username}`,
      payload: { role: 'viewer' },
    }),
    state: (world, scene) => membersOf(world, teamOf(scene)),
  },
  {
    operation: 'DELETE /api/companies/{slug}/members/{username}',
    access: 'owner',
    role: 'recruiter',
    status: 200,
    otherOwner: 403,
    why: 'services/companies/members removeMember: an owner, or the member themself (403 for anyone else)',
    prepare: (world) => companyWithMember(world),
    request: (scene) => ({
      method: 'DELETE',
      url: `/api/companies/${teamOf(scene).company.slug}/members/${teamOf(scene).member!.username}`,
    }),
    state: (world, scene) => membersOf(world, teamOf(scene)),
  },
];

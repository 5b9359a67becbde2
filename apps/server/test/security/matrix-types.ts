import type { ProfileInput, Role } from '@jobhunter/shared';
import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import type { AppConfig } from '../../src/config';

/** A signed-in account with both of its tokens: the refresh token doubles as a wrong kind of bearer token. */
export interface Actor {
  role: Role;
  id: string;
  username: string;
  password: string;
  profile: ProfileInput;
  accessToken: string;
  refreshToken: string;
}

/** The world's admin, made as the command line makes one, signed in. */
export interface AdminActor {
  role: 'admin';
  id: string;
  username: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** What every test starts from; built once per file, never consumed by a test (see `Case.prepare`). */
export interface World {
  app: App;
  config: AppConfig;
  /** Two accounts per role: `a` owns the fixtures below, `b` is "another account of the same role". */
  accounts: Record<Role, { a: Actor; b: Actor }>;
  /** Posted by recruiter A; candidate A applied to it and saved it. */
  appliedJob: string;
  /** Posted by recruiter A; nobody applied, so the candidate's screening answers 200. */
  openJob: string;
  /** Recruiter A's interview of candidate A for `appliedJob`, proposed at fixture-world's WORLD_SLOTS. */
  interviewId: string;
  /** A multipart body holding a tiny valid PNG, for the public photo upload. */
  photoUpload: { payload: Buffer; contentType: string };
  /**
   * The company recruiter A posts under (as its `recruiter`), its other members by role, and the
   * owner of another company. Recruiter B has no company.
   */
  company: { slug: string; owner: Actor; recruiter: Actor; viewer: Actor; otherCompany: Actor };
  admin: AdminActor;
}

/**
 * One test's view of the world: whose resource it is, who the "other account" is, and whatever
 * `prepare` made fresh for it (a job, a reservation, a session...).
 */
export interface Scene {
  owner: Actor;
  other: Actor;
  jobID?: string;
  username?: string;
  refreshToken?: string;
  /** A password-reset token as the emailed link carries it. */
  resetToken?: string;
  /** One of the owner's in-app notifications. */
  notificationId?: string;
  /** One of the owner's saved searches. */
  savedSearchId?: string;
  /** An interview the owner may answer or change. */
  interviewId?: string;
  /** A report in the admins' queue. */
  reportId?: string;
}

export interface RequestSpec {
  method: HTTPMethods;
  url: string;
  query?: Record<string, string>;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
}

/**
 * Who may call an operation:
 * - public: everyone gets `status`, whatever token they send (an admin's too);
 * - admin: only an admin gets `status`; every member 403 (`role` says which accounts the owner and
 *   the other account are: members like any other here), a caller without a valid token 401;
 * - role: any account of `role`; each acts on its own data, so another account gets `status` too;
 * - signedIn: any signed-in account, of either role; each acts on its own data, so another account
 *   of the same role and one of the other role get `status` too (the table has a row per role);
 * - self: the account named in the request must be the caller;
 * - owner: the caller must own the resource.
 * For self/owner, `otherOwner` is what another account of the right role gets and `why` says where
 * the code decides it. The member levels (role, signedIn, self, owner) refuse an admin's token: 403,
 * or `withoutToken` where the row lets a caller without a token in (an admin is no member).
 */
export type Access =
  | { access: 'public'; role: Role; status: number }
  | { access: 'admin'; role: Role; status: number }
  | { access: 'role'; role: Role; status: number }
  | { access: 'signedIn'; role: Role; status: number }
  | {
      access: 'self' | 'owner';
      role: Role;
      status: number;
      otherOwner: 403 | 404 | 409;
      why: string;
    };

export type Case = Access & {
  /**
   * What a call without a valid token (none, or one that does not verify) gets: 401 unless said.
   * A row that says otherwise documents its token as optional, and such a call must change nothing.
   */
  withoutToken?: number;
  /** `METHOD /path` exactly as the OpenAPI document names it. */
  operation: string;
  /** Tells apart several cases of one operation (e.g. the candidate and recruiter forms of a query). */
  label?: string;
  /** Per test: makes what the call consumes (a job to delete, a fresh session...). */
  prepare?: (world: World, owner: Actor) => Promise<Partial<Scene>>;
  /** The owner's valid request; `actor` is who sends it, for the few requests that name the sender. */
  request: (scene: Scene, actor: Actor, world: World) => RequestSpec;
  /**
   * For a row about a job or its applications (or the list of them): whether the job's company
   * members need to `read` it or `act` on it (services/companies/job-access.ts). Without it, a
   * member of the owner's company is just another recruiter.
   */
  company?: 'read' | 'act';
  /**
   * What a caller of the other role gets when it is not 403: a candidate asking about an interview
   * that is not theirs is told it does not exist (404), as on an operation both roles call.
   */
  otherRole?: 404;
  /** The owner's state the call would change; a refused call must leave it equal. */
  state?: (world: World, scene: Scene) => Promise<unknown>;
  /** For role and signedIn rows: what another account (for signedIn, of either role) gets must be its own, never the owner's. */
  otherSees?: (response: LightMyRequestResponse, scene: Scene, world: World) => void;
};

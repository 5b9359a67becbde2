import type { Role } from '@jobhunter/shared';
import fc from 'fast-check';
import { anyAuth, extraHeaders, type FuzzAuth } from './fuzz-auth';
import { asJson, jsonBody, strayBody } from './json-bodies';
import { arbitraryOf, type Hints } from './json-schema-arbitrary';
import {
  fileUpload,
  multipartBody,
  PHOTO_FORM,
  RESUME_FORM,
  type FileSamples,
  type RawBody,
  type UploadForm,
} from './multipart-bodies';
import { signedInRoles } from './matrix-rows';
import type { DocumentedOperation } from './openapi-operations';
import { filledPath, queryPairs, urlOf } from './request-parts';

/** The files each upload takes. */
export interface UploadSamples {
  photos: FileSamples;
  resumes: FileSamples;
}

/** Operations whose body is multipart (the document has no JSON schema for them), with their files. */
const UPLOADS: Record<string, { samples: keyof UploadSamples; form: UploadForm }> = {
  'POST /api/uploads/photo': { samples: 'photos', form: PHOTO_FORM },
  'POST /api/candidate/resume': { samples: 'resumes', form: RESUME_FORM },
};
export const MULTIPART_OPERATIONS = Object.keys(UPLOADS);

/** One generated request; its token is resolved when it is sent, so it is always the world's current one. */
export interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  auth?: FuzzAuth;
  /** Headers besides Authorization and Content-Type. */
  headers?: Record<string, string>;
  body?: RawBody;
  remoteAddress?: string;
}

/** Hints and complete example bodies, for requests made on no one's behalf or on a role's. */
export interface HintSet {
  hints: Hints;
  examples: Record<string, fc.Arbitrary<unknown>>;
}

/** An account well-formed requests are sent for: its token, and hints that name it. */
export interface Signer {
  role: Role;
  auth: FuzzAuth;
  hintSet: HintSet;
  /** How often it is chosen among the signers of its role. */
  weight: number;
}

export interface RequestContext {
  hostile: HintSet;
  signers: Signer[];
  files: UploadSamples;
}

const shorten = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;

/** The request as a reader wants it in a failure message. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.body?.payload;
  return [
    `${request.method} ${shorten(request.url, 300)}   (${request.operation})`,
    `auth: ${JSON.stringify(request.auth ?? 'none')}${request.remoteAddress ? `, from ${request.remoteAddress}` : ''}`,
    ...(request.headers ? [`headers: ${JSON.stringify(request.headers)}`] : []),
    `content-type: ${JSON.stringify(request.body?.contentType)}`,
    `body: ${payload === undefined ? 'none' : shorten(JSON.stringify(typeof payload === 'string' ? payload : payload.toString('latin1')), 600)}`,
  ].join('\n');
}

interface Parts {
  auth?: FuzzAuth;
  headers?: Record<string, string>;
  body?: RawBody;
  remoteAddress?: string;
}

function request(
  operation: DocumentedOperation,
  method: string,
  url: string,
  { auth, headers, body, remoteAddress }: Parts,
): FuzzRequest {
  const made: FuzzRequest = { operation: operation.key, method, url };
  if (auth) made.auth = auth;
  if (headers && Object.keys(headers).length) made.headers = headers;
  if (body) made.body = body;
  if (remoteAddress) made.remoteAddress = remoteAddress;
  // How fast-check prints a counterexample: readable, and long bodies cut short.
  Object.defineProperty(made, fc.toStringMethod, { value: () => describeRequest(made) });
  return made;
}

const validBody = (operation: DocumentedOperation, { hints, examples }: HintSet) => {
  const schema = operation.bodies['application/json'];
  if (!schema) return undefined;
  const fromSchema = arbitraryOf(schema, hints);
  return examples[operation.key]
    ? fc.oneof(
        { weight: 3, arbitrary: examples[operation.key] },
        { weight: 1, arbitrary: fromSchema },
      )
    : fromSchema;
};

/**
 * What an honest client sends, signed in as one of the signers (or not signed in): every part
 * schema-valid, names and IDs mostly real. These get past validation and sign-in to the services
 * and the database, where the hostile requests that follow find the state they left behind.
 */
function wellFormedRequests(
  operation: DocumentedOperation,
  context: RequestContext,
): fc.Arbitrary<FuzzRequest> {
  // The role the authorization matrix signs in as; either for public operations.
  const roles = signedInRoles(operation.key);
  const signers = context.signers.filter((signer) => !roles.length || roles.includes(signer.role));
  const signer = fc.oneof(
    ...signers.map((one) => ({ weight: one.weight, arbitrary: fc.constant(one) })),
  );
  return signer.chain(({ auth: signed, hintSet }) => {
    const valid = validBody(operation, hintSet);
    const upload = UPLOADS[operation.key];
    const body: fc.Arbitrary<RawBody | undefined> = upload
      ? fileUpload(context.files[upload.samples], upload.form)
      : valid
        ? valid.map((value) => ({ contentType: 'application/json', payload: asJson(value) }))
        : fc.constant(undefined);
    const auth = fc.oneof(
      { weight: 8, arbitrary: fc.constant(signed) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
    return fc
      .record({
        path: filledPath(operation, hintSet.hints, 'valid'),
        query: queryPairs(operation, hintSet.hints, 'valid'),
        auth,
        body,
        // Many users, many addresses: one address's failed logins must not slow every login down.
        remoteAddress: fc.ipV4(),
      })
      .map(({ path, query, ...parts }) =>
        request(operation, operation.method, urlOf(path, query), parts),
      );
  });
}

const anyMethod = (documented: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(documented) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...(documented === 'GET' ? ['HEAD', 'OPTIONS'] : ['GET', 'PUT', 'OPTIONS']),
      ),
    },
  );

const anyAddress = fc.oneof(
  { weight: 8, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.ipV4() },
  { weight: 1, arbitrary: fc.ipV6() },
);

/** Anything at all, from any caller: hostile text, wrong types, odd encodings, broken bodies, bad tokens. */
function hostileRequests(
  operation: DocumentedOperation,
  context: RequestContext,
): fc.Arbitrary<FuzzRequest> {
  const { hints } = context.hostile;
  const valid = validBody(operation, context.hostile);
  const upload = UPLOADS[operation.key];
  const body = upload
    ? multipartBody(context.files[upload.samples])
    : valid
      ? jsonBody(valid)
      : strayBody;
  return fc
    .record({
      path: filledPath(operation, hints, 'hostile'),
      query: queryPairs(operation, hints, 'hostile'),
      method: anyMethod(operation.method),
      auth: anyAuth,
      headers: extraHeaders,
      body,
      remoteAddress: anyAddress,
    })
    .map(({ path, query, method, ...parts }) =>
      request(operation, method, urlOf(path, query), parts),
    );
}

/** Requests to one documented operation: one in three well-formed, the rest hostile. */
export const requestsFor = (
  operation: DocumentedOperation,
  context: RequestContext,
): fc.Arbitrary<FuzzRequest> =>
  fc.oneof(
    { weight: 1, arbitrary: wellFormedRequests(operation, context) },
    { weight: 2, arbitrary: hostileRequests(operation, context) },
  );

/**
 * What one case sends: mostly a single request; sometimes the same well-formed request two to four
 * times at once (two registrations of one name, two applications, two refreshes of one token race
 * for the same row), or a few different well-formed ones at once (applying while the job is
 * deleted, saving while the account goes...).
 */
export function batchesFor(
  operations: DocumentedOperation[],
  context: RequestContext,
): fc.Arbitrary<FuzzRequest[]> {
  const single = fc.oneof(...operations.map((operation) => requestsFor(operation, context)));
  const wellFormed = fc.oneof(
    ...operations.map((operation) => wellFormedRequests(operation, context)),
  );
  return fc.oneof(
    { weight: 12, arbitrary: single.map((one) => [one]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(wellFormed, fc.integer({ min: 2, max: 4 }))
        .map(([one, times]) => Array.from({ length: times }, () => one)),
    },
    { weight: 1, arbitrary: fc.array(wellFormed, { minLength: 2, maxLength: 4 }) },
  );
}

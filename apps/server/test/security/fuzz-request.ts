import type { Role } from '@jobhunter/shared';
import fc from 'fast-check';
import { hostileNumber, hostileString } from './hostile-strings';
import { IDENTITIES, type Identity } from './identities';
import { arbitraryOf, type Hints, type JsonSchema } from './json-schema-arbitrary';
import { headerSafe, multipartBody, type PhotoSamples, type RawBody } from './multipart-bodies';
import type { DocumentedOperation } from './openapi-operations';
import { percentEncode } from './percent-encoding';
import { hostileKey, junkValue, mutationsOf } from './value-mutation';

/** Operations whose body is multipart (the document has no JSON schema for them). */
export const MULTIPART_OPERATIONS = ['POST /api/uploads/photo'];

/** Who the request claims to be: one of the matrix's identities, or an Authorization header of any shape. */
export type FuzzAuth = { identity: Exclude<Identity, 'anonymous'>; role: Role } | { header: string };

/** One generated request; its token is resolved when it is sent, so it is always the world's current one. */
export interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  auth?: FuzzAuth;
  body?: RawBody;
  remoteAddress?: string;
}

export interface RequestContext {
  hints: Hints;
  examples: Record<string, fc.Arbitrary<unknown>>;
  photos: PhotoSamples;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16le',
  'application/json;charset=ISO-8859-1',
  'APPLICATION/JSON',
  'application/vnd.api+json',
  'application/jsonx',
  'application/json, text/html',
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  '*/*',
  '',
];
const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: hostileString.map(headerSafe) },
);

/** `[[[…]]]` or `{"a":{"a":…}}` as text, far deeper than any JSON.stringify would write. */
const deepJson = fc
  .tuple(fc.constantFrom(1_000, 10_000, 100_000), fc.constantFrom('array', 'object'))
  .map(([depth, kind]) => (kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)));

/** Text that is not the JSON the route wants: broken, odd, too deep, too big, with poisoned or repeated keys. */
function rawPayload(json: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: fc.tuple(json, fc.nat()).map(([text, cut]) => text.slice(0, cut % Math.max(1, text.length))) },
    { weight: 1, arbitrary: json.map((text) => text.replace(/^\{"([^"]*)":/, '{"$1":"first","$1":')) },
    { weight: 1, arbitrary: json.map((text) => `\uFEFF${text}`) },
    { weight: 1, arbitrary: json.map((text) => `${text}${text}`) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        '{"a":1,"__proto__":null}',
        'null',
        '1e400',
        '"text"',
        '[]',
        '   ',
        '{"a":"\\ud800"}',
        '{"a":"\\u0000"}',
        '{"a":"\\x00"}',
        "{'a':1}",
        '{"a":1,}',
        '{"a":01}',
        '{"a":NaN}',
      ),
    },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: fc.constantFrom(200_000, 1_100_000).map((size) => `{"a":"${'x'.repeat(size)}"}`) },
  );
}

const asJson = (value: unknown) => JSON.stringify(value) ?? '';

/** A JSON body: valid, mutated or junk, mostly as application/json, sometimes under another type or as raw text. */
function jsonBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  const structured = fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 5, arbitrary: valid.chain(mutationsOf) },
    { weight: 1, arbitrary: junkValue },
  );
  const json = valid.map(asJson);
  return fc.oneof(
    { weight: 8, arbitrary: structured.map((value) => ({ contentType: 'application/json', payload: asJson(value) })) },
    { weight: 1, arbitrary: fc.record({ contentType, payload: structured.map(asJson) }) },
    { weight: 2, arbitrary: fc.record({ contentType: fc.oneof(fc.constant('application/json'), contentType), payload: rawPayload(json) }) },
  );
}

/** What a route without a body gets: nothing, mostly; sometimes a body it never asked for. */
const strayBody: fc.Arbitrary<RawBody | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.record({ contentType, payload: fc.oneof(junkValue.map(asJson), rawPayload(junkValue.map(asJson))) }) },
);

/** Text for a parameter: the hint or a schema-valid value mostly, anything at all otherwise. */
function parameterText(name: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<string[]> {
  const valid = arbitraryOf(schema, hints, name).map((value) => (Array.isArray(value) ? value.map(String) : [String(value)]));
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: hostileString.map((text) => [text]) },
    { weight: 1, arbitrary: hostileNumber.map((number) => [String(number)]) },
    { weight: 1, arbitrary: fc.array(fc.oneof(hostileString, valid.map((values) => values.join(','))), { minLength: 2, maxLength: 25 }) },
  );
}

function queryPairs(operation: DocumentedOperation, hints: Hints): fc.Arbitrary<[string, string][]> {
  const documented = operation.queryParameters.map(({ name, schema }) =>
    fc.option(parameterText(name, schema ?? {}, hints).map((values) => values.map((value): [string, string] => [name, value])), { freq: 3 }),
  );
  const names = operation.queryParameters.map(({ name }) => name);
  const extraKey = names.length ? fc.oneof(fc.constantFrom(...names), hostileKey) : hostileKey;
  const extras = fc.array(fc.tuple(extraKey, hostileString), { maxLength: 2 });
  return fc.tuple(fc.tuple(...documented), fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: extras })).map(
    ([chosen, extra]) => [...chosen.flatMap((pairs) => pairs ?? []), ...extra],
  );
}

/** The path with each `{param}` filled in: a real name or ID mostly, hostile text otherwise. */
function filledPath(operation: DocumentedOperation, hints: Hints): fc.Arbitrary<{ path: string; encoding: 'encoded' | 'raw' }> {
  const values = operation.pathParameters.map(({ name, schema }) =>
    fc.oneof({ weight: 4, arbitrary: arbitraryOf(schema ?? {}, hints, name).map(String) }, { weight: 3, arbitrary: hostileString }),
  );
  const encoding = fc.oneof({ weight: 4, arbitrary: fc.constant('encoded' as const) }, { weight: 1, arbitrary: fc.constant('raw' as const) });
  return fc.tuple(fc.tuple(...values), encoding).map(([filled, mode]) => {
    let path = operation.path;
    operation.pathParameters.forEach(({ name }, index) => {
      path = path.replace(`{${name}}`, percentEncode(filled[index], mode));
    });
    return { path, encoding: mode };
  });
}

type TokenIdentity = Exclude<Identity, 'anonymous'>;
// The account's own token most often, so requests get past sign-in to the code behind it.
const TOKEN_WEIGHTS: Partial<Record<TokenIdentity, number>> = { owner: 6, otherOwner: 2, otherRole: 2 };
const identity = fc.oneof(
  ...IDENTITIES.filter((name): name is TokenIdentity => name !== 'anonymous').map((name) => ({ weight: TOKEN_WEIGHTS[name] ?? 1, arbitrary: fc.constant(name) })),
);
const auth: fc.Arbitrary<FuzzAuth | undefined> = fc.oneof(
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

const method = (documented: string) =>
  fc.oneof(
    { weight: 12, arbitrary: fc.constant(documented) },
    { weight: 1, arbitrary: fc.constantFrom(...(documented === 'GET' ? ['HEAD', 'OPTIONS'] : ['GET', 'PUT', 'OPTIONS'])) },
  );

const remoteAddress = fc.oneof({ weight: 8, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.ipV4() }, { weight: 1, arbitrary: fc.ipV6() });

const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text);

/** The request as a reader wants it in a failure message. */
export function describeRequest(request: FuzzRequest): string {
  const payload = request.body?.payload;
  return [
    `${request.method} ${shorten(request.url, 300)}   (${request.operation})`,
    `auth: ${JSON.stringify(request.auth ?? 'none')}${request.remoteAddress ? `, from ${request.remoteAddress}` : ''}`,
    `content-type: ${JSON.stringify(request.body?.contentType)}`,
    `body: ${payload === undefined ? 'none' : shorten(JSON.stringify(typeof payload === 'string' ? payload : payload.toString('latin1')), 600)}`,
  ].join('\n');
}

/** Requests to one documented operation, in every shape the fuzzer knows. */
export function requestsFor(operation: DocumentedOperation, { hints, examples, photos }: RequestContext): fc.Arbitrary<FuzzRequest> {
  const schema = operation.bodies['application/json'];
  const valid = schema ? (examples[operation.key] ? fc.oneof(examples[operation.key], arbitraryOf(schema, hints)) : arbitraryOf(schema, hints)) : undefined;
  const body = MULTIPART_OPERATIONS.includes(operation.key) ? multipartBody(photos) : valid ? jsonBody(valid) : strayBody;
  return fc
    .record({
      path: filledPath(operation, hints),
      query: queryPairs(operation, hints),
      method: method(operation.method),
      auth,
      body,
      remoteAddress,
    })
    .map(({ path, query, method, auth, body, remoteAddress }) => {
      const search = query.map(([key, value]) => `${percentEncode(key, path.encoding)}=${percentEncode(value, path.encoding)}`).join('&');
      const request: FuzzRequest = { operation: operation.key, method, url: search ? `${path.path}?${search}` : path.path };
      if (auth) request.auth = auth;
      if (body) request.body = body;
      if (remoteAddress) request.remoteAddress = remoteAddress;
      // How fast-check prints a counterexample: readable, and long bodies cut short.
      Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request) });
      return request;
    });
}

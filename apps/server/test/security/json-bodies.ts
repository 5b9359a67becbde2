import fc from 'fast-check';
import { hostileString } from './hostile-strings';
import { headerSafe, type RawBody } from './multipart-bodies';
import { junkValue, mutationsOf } from './value-mutation';

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
  .map(([depth, kind]) =>
    kind === 'array'
      ? '['.repeat(depth) + ']'.repeat(depth)
      : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
  );

/** Text that is not the JSON the route wants: broken, odd, too deep, too big, with poisoned or repeated keys. */
function rawPayload(json: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: hostileString },
    {
      weight: 2,
      arbitrary: fc
        .tuple(json, fc.nat())
        .map(([text, cut]) => text.slice(0, cut % Math.max(1, text.length))),
    },
    {
      weight: 1,
      arbitrary: json.map((text) => text.replace(/^\{"([^"]*)":/, '{"$1":"first","$1":')),
    },
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
    {
      weight: 1,
      arbitrary: fc.constantFrom(200_000, 1_100_000).map((size) => `{"a":"${'x'.repeat(size)}"}`),
    },
  );
}

export const asJson = (value: unknown) => JSON.stringify(value) ?? '';

/** A JSON body: valid, mutated or junk, mostly as application/json, sometimes under another type or as raw text. */
export function jsonBody(valid: fc.Arbitrary<unknown>): fc.Arbitrary<RawBody> {
  const structured = fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 5, arbitrary: valid.chain(mutationsOf) },
    { weight: 1, arbitrary: junkValue },
  );
  const json = valid.map(asJson);
  return fc.oneof(
    {
      weight: 8,
      arbitrary: structured.map((value) => ({
        contentType: 'application/json',
        payload: asJson(value),
      })),
    },
    { weight: 1, arbitrary: fc.record({ contentType, payload: structured.map(asJson) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.oneof(fc.constant('application/json'), contentType),
        payload: rawPayload(json),
      }),
    },
  );
}

/** What a route without a body gets: nothing, mostly; sometimes a body it never asked for. */
export const strayBody: fc.Arbitrary<RawBody | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.record({
      contentType,
      payload: fc.oneof(junkValue.map(asJson), rawPayload(junkValue.map(asJson))),
    }),
  },
);

import fc from 'fast-check';
import { hostileNumber, hostileString } from './hostile-strings';
import { arbitraryOf, type Hints, type JsonSchema } from './json-schema-arbitrary';
import type { DocumentedOperation } from './openapi-operations';
import { percentEncode } from './percent-encoding';
import { hostileKey } from './value-mutation';

/** Well-formed parts pass the schema (as far as it says); hostile ones are mostly anything but. */
export type PartMode = 'valid' | 'hostile';
type Encoding = 'encoded' | 'raw';

/** A schema-valid value (or the hint) as the query-string texts it becomes: a list is a repeated key. */
const validTexts = (name: string, schema: JsonSchema, hints: Hints) =>
  arbitraryOf(schema, hints, name).map((value) =>
    Array.isArray(value) ? value.map(String) : [String(value)],
  );

/** Text for a parameter: the hint or a schema-valid value mostly, anything at all otherwise. */
function parameterTexts(name: string, schema: JsonSchema, hints: Hints): fc.Arbitrary<string[]> {
  const valid = validTexts(name, schema, hints);
  return fc.oneof(
    { weight: 5, arbitrary: valid },
    { weight: 3, arbitrary: hostileString.map((text) => [text]) },
    { weight: 1, arbitrary: hostileNumber.map((number) => [String(number)]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.oneof(
          hostileString,
          valid.map((values) => values.join(',')),
        ),
        { minLength: 2, maxLength: 25 },
      ),
    },
  );
}

/** Key-value pairs of the query string: each documented parameter or not, plus (hostile) keys nobody documented. */
export function queryPairs(
  operation: DocumentedOperation,
  hints: Hints,
  mode: PartMode,
): fc.Arbitrary<[string, string][]> {
  const documented = operation.queryParameters.map(({ name, schema }) =>
    fc.option(
      (mode === 'valid' ? validTexts : parameterTexts)(name, schema ?? {}, hints).map((values) =>
        values.map((value): [string, string] => [name, value]),
      ),
      {
        freq: mode === 'valid' ? 2 : 3,
      },
    ),
  );
  if (mode === 'valid')
    return fc.tuple(...documented).map((chosen) => chosen.flatMap((pairs) => pairs ?? []));
  const names = operation.queryParameters.map(({ name }) => name);
  const extraKey = names.length ? fc.oneof(fc.constantFrom(...names), hostileKey) : hostileKey;
  const extras = fc.array(fc.tuple(extraKey, hostileString), { maxLength: 2 });
  return fc
    .tuple(
      fc.tuple(...documented),
      fc.oneof({ weight: 4, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: extras }),
    )
    .map(([chosen, extra]) => [...chosen.flatMap((pairs) => pairs ?? []), ...extra]);
}

/** The path with each `{param}` filled in: a real name or ID mostly, hostile text otherwise. */
export function filledPath(
  operation: DocumentedOperation,
  hints: Hints,
  mode: PartMode,
): fc.Arbitrary<{ path: string; encoding: Encoding }> {
  const values = operation.pathParameters.map(({ name, schema }) => {
    const valid = arbitraryOf(schema ?? {}, hints, name).map(String);
    return mode === 'valid'
      ? valid
      : fc.oneof({ weight: 4, arbitrary: valid }, { weight: 3, arbitrary: hostileString });
  });
  const encoding: fc.Arbitrary<Encoding> =
    mode === 'valid'
      ? fc.constant('encoded')
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant('encoded' as const) },
          { weight: 1, arbitrary: fc.constant('raw' as const) },
        );
  return fc.tuple(fc.tuple(...values), encoding).map(([filled, chosen]) => {
    let path = operation.path;
    operation.pathParameters.forEach(({ name }, index) => {
      path = path.replace(`{${name}}`, percentEncode(filled[index], chosen));
    });
    return { path, encoding: chosen };
  });
}

/** The path and query string joined, each part encoded the way the path was. */
export function urlOf(
  { path, encoding }: { path: string; encoding: Encoding },
  query: [string, string][],
) {
  const search = query
    .map(([key, value]) => `${percentEncode(key, encoding)}=${percentEncode(value, encoding)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

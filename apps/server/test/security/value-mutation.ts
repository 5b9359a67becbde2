import fc from 'fast-check';
import { hostileNumber, hostileString } from './hostile-strings';

/** Keys that poison prototypes when merged naively, and keys no form has. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  'a.b',
  '$where',
  '0',
] as const;
export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...HOSTILE_KEYS),
  hostileString,
);

/** Sets an own property, even `__proto__`, as JSON.parse would make it (assignment would change the prototype). */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

/** `[[[…value…]]]` or `{"a":{"a":…}}` `depth` levels down; deep enough to hurt any recursive walker. */
export function nest(value: unknown, depth: number, kind: 'array' | 'object'): unknown {
  let nested = value;
  for (let level = 0; level < depth; level += 1) {
    if (kind === 'array') nested = [nested];
    else {
      const wrapper = {};
      setOwn(wrapper, 'a', nested);
      nested = wrapper;
    }
  }
  return nested;
}

/** Any JSON value, of the wrong type for almost every field. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], [[]], { '': '' }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('__proto__', 'constructor'), fc.jsonValue({ maxDepth: 1 }))
      .map(([key, inner]) => {
        const poison = {};
        setOwn(
          poison,
          key,
          key === 'constructor' ? { prototype: { polluted: inner } } : { polluted: inner },
        );
        return poison;
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(10, 100, 500), fc.constantFrom('array' as const, 'object' as const))
      .map(([depth, kind]) => nest('x', depth, kind)),
  },
);

type Step =
  | { kind: 'replace'; at: number; value: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'add'; at: number; key: string; value: unknown }
  | { kind: 'duplicate'; at: number; times: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), value: junkValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      at: fc.nat(),
      key: hostileKey,
      value: junkValue,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('duplicate' as const),
      at: fc.nat(),
      times: fc.constantFrom(2, 51, 1000),
    }),
  },
);

type Path = (string | number)[];

/** Every place in the value: the root, every property and every item, depth first. */
function pathsOf(value: unknown, path: Path = [], into: Path[] = []): Path[] {
  into.push(path);
  if (Array.isArray(value)) value.forEach((item, index) => pathsOf(item, [...path, index], into));
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) pathsOf(inner, [...path, key], into);
  return into;
}

// Through JSON, as the body will travel: an own `__proto__` key survives, as JSON.parse makes one.
const clone = (value: unknown): unknown =>
  value === undefined ? undefined : JSON.parse(JSON.stringify(value));

function parentOf(root: unknown, path: Path): unknown {
  let node = root;
  for (const key of path.slice(0, -1)) node = (node as Record<string | number, unknown>)[key];
  return node;
}

/** One step applied to a copy of the value; the root may be replaced as a whole. */
function applyStep(value: unknown, change: Step): unknown {
  const root = clone(value);
  const paths = pathsOf(root);
  const path = paths[change.at % paths.length];
  const key = path[path.length - 1];
  const parent = path.length
    ? (parentOf(root, path) as Record<string | number, unknown>)
    : undefined;
  const current = parent ? parent[key] : root;
  switch (change.kind) {
    case 'replace':
      if (!parent) return change.value;
      setOwn(parent, String(key), change.value);
      return root;
    case 'remove':
      if (!parent) return undefined;
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      return root;
    case 'add':
      if (Array.isArray(current)) current.push(change.value);
      else if (current && typeof current === 'object')
        setOwn(current as Record<string, unknown>, change.key, change.value);
      else if (parent) setOwn(parent, String(key), { [change.key]: current });
      else return { [change.key]: current };
      return root;
    case 'duplicate': {
      // A list many times longer than the schema allows, or a text many times longer.
      const repeated = Array.isArray(current)
        ? Array.from({ length: change.times }, () => current).flat()
        : typeof current === 'string'
          ? current.repeat(change.times) || 'x'.repeat(change.times)
          : Array.from({ length: change.times }, () => current);
      if (!parent) return repeated;
      setOwn(parent, String(key), repeated);
      return root;
    }
  }
}

/** The value changed in one to three places: wrong types, missing or extra fields, odd keys, too much. */
export const mutationsOf = (value: unknown): fc.Arbitrary<unknown> =>
  fc.array(step, { minLength: 1, maxLength: 3 }).map((steps) => steps.reduce(applyStep, value));

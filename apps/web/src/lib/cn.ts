import { clsx, type ClassValue } from 'clsx';

/**
 * The Tailwind class groups that callers of this app override (a `className` over a component's base
 * classes, e.g. `h-11` over a button size's `h-10`), each with a pattern of its utilities and the
 * groups it overrides besides itself (`p-0` overrides `pt-5`, `size-14` overrides `w-`/`h-`).
 * Only these groups merge: any other class is kept as given (an exact repeat is dropped). This is
 * not tailwind-merge (which builds a map of every Tailwind utility on its first call, on the
 * start-up path); the web tests check every class list they render against tailwind-merge (test/setup.ts),
 * so an override in a group missing here fails a test rather than losing silently to CSS order.
 */
/** A colour of the palette (`slate-200`, `brand-50/40`) or a named one; `border-l-2` is no colour. */
const COLOR = '(?:inherit|current|transparent|black|white|[a-z]{3,}-\\d+)(?:/\\d+)?';
const GROUPS: [group: string, pattern: RegExp, overrides?: string[]][] = [
  ['h', /^h-/],
  ['w', /^w-/],
  ['min-w', /^min-w-/],
  ['size', /^size-/, ['w', 'h']],
  ['p', /^p-/, ['px', 'py', 'pt', 'pr', 'pb', 'pl']],
  ['px', /^px-/, ['pr', 'pl']],
  ['py', /^py-/, ['pt', 'pb']],
  ['pt', /^pt-/],
  ['pr', /^pr-/],
  ['pb', /^pb-/],
  ['pl', /^pl-/],
  ['font-size', /^text-(?:xs|sm|base|lg|\d?xl)$/],
  ['text-align', /^text-(?:left|center|right|justify|start|end)$/],
  ['text-color', new RegExp(`^text-${COLOR}$`)],
  ['text-transform', /^(?:uppercase|lowercase|capitalize|normal-case)$/],
  ['whitespace', /^whitespace-/],
  ['justify', /^justify-(?:normal|start|end|center|between|around|evenly|stretch)$/],
  ['bg-color', new RegExp(`^bg-${COLOR}$`)],
  ['border-w', /^border(?:-\d+)?$/],
  ['border-color', new RegExp(`^border-${COLOR}$`)],
  ['rounded', /^rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$/],
  ['shadow', /^shadow(?:-(?:none|inner|2xs|xs|sm|md|lg|xl|2xl))?$/],
  ['ring-w', /^ring(?:-\d+)?$/],
];
const OVERRIDES = new Map(GROUPS.map(([group, , overrides]) => [group, overrides ?? []]));

/** A class's variants (`sm:`, `hover:`, `[&_svg]:`) and its utility; a `:` inside brackets is part of either. */
function split(name: string): [variants: string, utility: string] {
  let depth = 0;
  for (let index = name.length - 1; index >= 0; index--) {
    const char = name[index];
    if (char === ']') depth++;
    else if (char === '[') depth--;
    else if (char === ':' && depth === 0) return [name.slice(0, index + 1), name.slice(index + 1)];
  }
  return ['', name];
}

const groupOf = (utility: string) => GROUPS.find(([, pattern]) => pattern.test(utility))?.[0];

/** Per class name: its key (variants and group, or the name itself) and the keys it overrides besides. */
const keys = new Map<string, [key: string, overrides: string[]]>();
function keysOf(name: string) {
  let found = keys.get(name);
  if (!found) {
    const [variants, utility] = split(name);
    const group = groupOf(utility);
    found = group
      ? [
          `${variants}#${group}`,
          (OVERRIDES.get(group) ?? []).map((other) => `${variants}#${other}`),
        ]
      : [name, []];
    keys.set(name, found);
  }
  return found;
}

/** Joins class names (clsx); of two classes of one group above under the same variants, the later one wins. */
export function cn(...inputs: ClassValue[]) {
  const names = clsx(inputs).split(' ');
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = names.length - 1; index >= 0; index--) {
    const name = names[index];
    if (!name) continue;
    const [key, overrides] = keysOf(name);
    if (taken.has(key)) continue;
    taken.add(key);
    for (const overridden of overrides) taken.add(overridden);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

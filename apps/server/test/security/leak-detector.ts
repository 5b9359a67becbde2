import { createHash } from 'node:crypto';

/** What an answer must never show a client: how the server is built, what it stores, whose session it is. */
export type LeakClass =
  'stack' | 'source path' | 'sql' | 'password hash' | 'jwt' | 'refresh token' | 'token hash';

export interface Leak {
  kind: LeakClass;
  /** The text around the match, to read in a failure message. */
  excerpt: string;
}

/**
 * Phrases of a stack trace, of server-side paths and of PostgreSQL's and the drivers' own messages.
 * None of them is a phrase a client would type into a form by accident; the fuzzer's own strings
 * are kept free of them (its test checks that).
 */
const PATTERNS: { kind: LeakClass; pattern: RegExp }[] = [
  { kind: 'stack', pattern: /^\s*at .+[(\s/]\S+:\d+:\d+\)?$/m },
  { kind: 'stack', pattern: /\n {4}at \S/ },
  { kind: 'stack', pattern: /\b(?:TypeError|ReferenceError|RangeError|SyntaxError): .+\n\s+at / },
  { kind: 'source path', pattern: /node_modules[\\/]/ },
  { kind: 'source path', pattern: /\/(?:src|dist|test)\/[\w./-]+\.[cm]?[jt]s\b/ },
  { kind: 'source path', pattern: /file:\/\/\// },
  { kind: 'sql', pattern: /syntax error at or near/i },
  { kind: 'sql', pattern: /violates (?:unique|foreign key|not-null|check) constraint/i },
  { kind: 'sql', pattern: /relation "[^"]*" does not exist/i },
  { kind: 'sql', pattern: /column "[^"]*" (?:does not exist|of relation)/i },
  { kind: 'sql', pattern: /duplicate key value/i },
  { kind: 'sql', pattern: /invalid byte sequence for encoding/i },
  { kind: 'sql', pattern: /invalid input syntax for type/i },
  { kind: 'sql', pattern: /out of range for type/i },
  { kind: 'sql', pattern: /Failed query:/ },
  { kind: 'sql', pattern: /\bselect\s[^]{0,500}?\bfrom\s+"[a-z_]+"/i },
  { kind: 'sql', pattern: /\b(?:insert into|delete from)\s+"[a-z_]+"/i },
  { kind: 'sql', pattern: /\bupdate\s+"[a-z_]+"\s+set\b/i },
  { kind: 'sql', pattern: /\b(?:DrizzleError|DrizzleQueryError|PostgresError|DatabaseError)\b/ },
  { kind: 'sql', pattern: /\bSQLSTATE\b|"(?:code)":\s*"(?:22|23|42|53|57|58|XX)[0-9A-Z]{3}"/ },
  { kind: 'password hash', pattern: /\$argon2(?:id|i|d)\$/ },
  { kind: 'password hash', pattern: /\$2[aby]\$\d{2}\$/ },
  { kind: 'jwt', pattern: /eyJ[\w-]{5,}\.eyJ[\w-]{5,}\.[\w-]{10,}/ },
];

/**
 * Refresh tokens known to the test, with the hash the server stores of each: none may ever be
 * shown again (the answer that issues one is checked before the token is added).
 */
export class KnownRefreshTokens {
  readonly needles: { kind: LeakClass; needle: string }[] = [];
  private readonly seen = new Set<string>();

  add(token: string) {
    if (this.seen.has(token)) return;
    this.seen.add(token);
    this.needles.push(
      { kind: 'refresh token', needle: token },
      { kind: 'token hash', needle: sha256Hex(token) },
    );
  }
}

export interface LeakOptions {
  /** A JWT is expected here (the token pair of a login or a refresh). */
  allowJwt?: boolean;
  refreshTokens?: KnownRefreshTokens;
}

const excerptAround = (text: string, index: number, length: number) =>
  JSON.stringify(text.slice(Math.max(0, index - 40), index + length + 40));

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The text as written, and every string (key or value) of it when it is JSON, with its escapes undone. */
function readings(text: string): string[] {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        strings.push(key);
        walk(inner);
      }
    }
  };
  try {
    walk(JSON.parse(text));
  } catch {
    // Not JSON: the text as written is all there is.
  }
  return [text, ...strings];
}

/** Every leak in a response's text (its body, or its header lines), or none. */
export function findLeaks(
  text: string,
  { allowJwt = false, refreshTokens }: LeakOptions = {},
): Leak[] {
  const leaks: Leak[] = [];
  const texts = readings(text);
  for (const { kind, pattern } of PATTERNS) {
    if ((kind === 'jwt' && allowJwt) || leaks.some((leak) => leak.kind === kind)) continue;
    for (const reading of texts) {
      const match = pattern.exec(reading);
      if (match) {
        leaks.push({ kind, excerpt: excerptAround(reading, match.index, match[0].length) });
        break;
      }
    }
  }
  for (const { kind, needle } of refreshTokens?.needles ?? []) {
    const index = text.indexOf(needle);
    if (index >= 0) leaks.push({ kind, excerpt: excerptAround(text, index, needle.length) });
  }
  return leaks;
}

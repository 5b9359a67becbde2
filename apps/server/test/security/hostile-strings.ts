import fc from 'fast-check';

/**
 * Text that has broken servers before: characters no database column holds, Unicode that changes
 * length when cased or normalised, SQL and LIKE metacharacters, tsquery syntax, path tricks, numbers
 * no column can hold. None of them contains a phrase the leak detector looks for, so an echo of
 * one is never mistaken for a leak (leak-detector.test.ts checks that).
 */
export const HOSTILE_TEXTS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'ab\u0000cd',
  '\uD800',
  'a\uDFFFb',
  '\uDBFF\uDBFF',
  '\u0001\u001F\u007F',
  '\u00A0\u2028\u2029\uFEFF',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D',
  'e\u0301\u0301\u0301\u0301\u0301',
  'İıẞß',
  'ﬃ𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\uFFFD\uFFFF\uFFFE',
  "'",
  '"',
  '\\',
  "' OR '1'='1",
  "'; DROP TABLE accounts; --",
  '%',
  '_',
  '%_%\\%',
  '$1',
  '::text',
  '!',
  '&|!():*<->',
  'a & | b',
  '(((((',
  "'a':* & !b",
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '../../../../etc/passwd',
  '..%2f..%2f',
  '%00',
  '%ED%A0%80',
  '%C0%AE',
  '%E0%A4%A',
  '%zz',
  '%',
  '?#&=;',
  '/',
  '//',
  '.',
  '..',
  'null',
  'undefined',
  'true',
  '{}',
  '[]',
  '{"a":',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x1F',
  '1e309',
  '-1e309',
  '1e-400',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '9007199254740993',
  '99999999999999999999999999999999',
  '0.1e1',
  '1_000',
  '١٢٣',
  '１２３',
  'AAA000',
  'aaa000',
  'ZZZ999 ',
  ' u12345',
  'U12345',
] as const;

/** One character of any kind, or an unpaired surrogate (which 'binary' units never produce). */
const anyCharacter = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  },
);

/** Strings of every size, from the hostile list, random code points, or a long run of one thing. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXTS) },
  { weight: 3, arbitrary: fc.string({ unit: anyCharacter, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', 'é', '😀', '%', "'", ' ', '\u0301'),
        fc.constantFrom(65, 201, 257, 5001, 70_000),
      )
      .map(([unit, times]) => unit.repeat(times)),
  },
);

/** Numbers no column should be asked to hold, and a few it can. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e300,
    -1e300,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

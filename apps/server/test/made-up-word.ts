let count = 0;

/**
 * A made-up word of letters only (digits become consonants, so the search parser keeps it one
 * word) that no other test's data holds: `prefix` and a count unique in the process.
 */
export function madeUpWord(prefix: string) {
  count += 1;
  const letters = [...String(count)].map((digit) => 'bcdfghjklm'[Number(digit)]).join('');
  return `${prefix}${letters}x`;
}

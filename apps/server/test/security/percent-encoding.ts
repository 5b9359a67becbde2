/** The bytes a code point takes in UTF-8; a lone surrogate gets the 3 bytes of its (invalid) WTF-8 form, as a sloppy client sends it. */
function utf8Bytes(codePoint: number): number[] {
  if (codePoint < 0x80) return [codePoint];
  if (codePoint < 0x800) return [0xc0 | (codePoint >> 6), 0x80 | (codePoint & 0x3f)];
  if (codePoint < 0x10000)
    return [0xe0 | (codePoint >> 12), 0x80 | ((codePoint >> 6) & 0x3f), 0x80 | (codePoint & 0x3f)];
  return [
    0xf0 | (codePoint >> 18),
    0x80 | ((codePoint >> 12) & 0x3f),
    0x80 | ((codePoint >> 6) & 0x3f),
    0x80 | (codePoint & 0x3f),
  ];
}

const hex = (byte: number) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** What a request line may carry as it is; anything else must be percent-encoded to be sent at all. */
const VISIBLE_ASCII = /[\x21-\x7e]/;

/**
 * How a URL component goes on the wire: `encoded` escapes all but unreserved characters (as
 * encodeURIComponent does, but without throwing on lone surrogates); `raw` leaves every visible
 * ASCII character as it is (`/`, `?`, `#`, `%zz`...), as a hand-written or hostile client would.
 */
export function percentEncode(text: string, mode: 'encoded' | 'raw'): string {
  const keep = mode === 'encoded' ? UNRESERVED : VISIBLE_ASCII;
  let out = '';
  for (const character of text) {
    out += keep.test(character)
      ? character
      : utf8Bytes(character.codePointAt(0)!).map(hex).join('');
  }
  return out;
}

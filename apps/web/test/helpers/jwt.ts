/** An unsigned JWT-shaped token whose `exp` is `expiresAtMs` (the client only reads it). */
export function fakeToken(expiresAtMs: number, extra: Record<string, unknown> = {}) {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(expiresAtMs / 1000), ...extra })}.signature`;
}

import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe token to hand out once (refresh tokens, password-reset links). */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');

/** What is stored in a token's place, so a leaked table cannot be replayed. */
export const hashOpaqueToken = (token: string) => createHash('sha256').update(token).digest('hex');

import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_TYPES, type NotificationType } from '@jobhunter/shared';

export interface UnsubscribeClaim {
  accountId: string;
  type: NotificationType;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// A purpose of its own in the MAC, so no other value signed with the app's secret can pass as one.
const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest();

/**
 * The token in an email's unsubscribe links: `accountId.type` and its HMAC, base64url. Stateless
 * (nothing stored, so an email's link keeps working) and without expiry: all it can do is stop
 * one kind of email for one account, which may be done any number of times.
 */
export function unsubscribeToken({ accountId, type }: UnsubscribeClaim, secret: string): string {
  const payload = `${accountId}.${type}`;
  return `${Buffer.from(payload).toString('base64url')}.${mac(payload, secret).toString('base64url')}`;
}

/** The claim of a token this server signed; null for anything else. */
export function verifyUnsubscribeToken(token: string, secret: string): UnsubscribeClaim | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const expected = mac(payload, secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  // Re-encoding must give the same text: base64url decoding ignores stray characters.
  if (
    Buffer.from(payload).toString('base64url') !== encoded ||
    expected.toString('base64url') !== signature
  )
    return null;
  const [accountId, type] = payload.split('.');
  if (!UUID.test(accountId ?? '') || !NOTIFICATION_TYPES.includes(type as NotificationType))
    return null;
  return { accountId, type: type as NotificationType };
}

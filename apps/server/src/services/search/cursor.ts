import { badRequest } from '../../lib/http-error';
import type { Order, Position } from './order';

/**
 * `nextCursor`: the last job of a page in its order, so the next page starts right after it
 * (keyset, order.ts) and jobs posted meanwhile never shift it.
 */
export const encodeCursor = (order: Order, position: Position) =>
  Buffer.from(JSON.stringify([order, position.t, position.id, position.s ?? null])).toString(
    'base64url',
  );

/** A `cursor` back to its position; 400 unless this search, in this order, gave it. */
export function decodeCursor(order: Order, cursor: string): Position {
  const invalid = badRequest(
    'cursor is not one this search gave (use nextCursor of the previous page, with the same sort)',
  );
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (!Array.isArray(value) || value.length !== 4) throw invalid;
  const [sort, t, id, s] = value as unknown[];
  const timestamp =
    typeof t === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?[+-]\d\d(:\d\d)?$/.test(t);
  if (sort !== order || !timestamp || typeof id !== 'string' || id.length > 64) throw invalid;
  if (order === 'salary' && !(typeof s === 'number' && Number.isInteger(s))) throw invalid;
  return { t: t as string, id, s: order === 'salary' ? (s as number) : undefined };
}

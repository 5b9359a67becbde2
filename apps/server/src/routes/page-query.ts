import { z } from 'zod';

/** The longest page a list call returns (docs/api.md: newest 1000). */
export const MAX_PAGE_SIZE = 1000;
/** Deep offsets cost a scan of every row before them; past this, narrow the list instead. */
export const MAX_OFFSET = 100_000;

const wholeNumber = (label: string, min: number, max: number) => {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

/** `limit` and `offset` of the plain list calls (`/job/fetch`, `/{role}/fetchAll`). */
export const pageQuerySchema = z.object({
  limit: wholeNumber('limit', 1, MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  offset: wholeNumber('offset', 0, MAX_OFFSET).default(0),
});

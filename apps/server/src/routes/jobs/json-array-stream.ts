import { Readable } from 'node:stream';

/**
 * A JSON array written page by page, so a long list is never one string in memory. The items
 * come from the services' mappers, which already give the response schema's exact shape.
 */
export function jsonArrayStream<T>(pages: AsyncIterable<T[]>): Readable {
  async function* chunks() {
    yield '[';
    let first = true;
    for await (const page of pages) {
      for (const item of page) {
        yield first ? JSON.stringify(item) : `,${JSON.stringify(item)}`;
        first = false;
      }
    }
    yield ']';
  }
  return Readable.from(chunks());
}

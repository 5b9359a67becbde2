import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper';

// docs/api.md is the contract in prose; the OpenAPI document is generated from the routes. A route
// added without a word in the doc fails here, listing what is missing.
const apiDocFile = fileURLToPath(new URL('../../../../docs/api.md', import.meta.url));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('docs/api.md', () => {
  it('names every path of the OpenAPI document', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    expect(paths.length).toBeGreaterThan(0);

    const doc = readFileSync(apiDocFile, 'utf8');
    // A path counts when it appears whole: `/api/job/{jobID}` must not be satisfied by
    // `/api/job/{jobID}/close`, so the character after it may not continue a path. A plugin's
    // root route is listed with a trailing slash (`/api/companies/`) but answers without one too,
    // which is how the doc writes it.
    const missing = paths.filter((path) => {
      const written = path.length > 1 ? path.replace(/\/$/, '') : path;
      const escaped = written.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return !new RegExp(`${escaped}(?![\\w/{-])`).test(doc);
    });
    expect(missing, `paths missing from docs/api.md:\n${missing.join('\n')}`).toEqual([]);
  });
});

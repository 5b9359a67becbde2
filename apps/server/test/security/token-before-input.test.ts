import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper';
import { documentedAuth, documentedOperationDetails } from './openapi-operations';

// docs/api.md: the token is checked before the input, so an anonymous call to a bearer route is
// 401 whatever it sends, and a stranger learns nothing about what the route would accept.
describe('bearer routes check the token before the input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('answers 401 to an anonymous call with malformed parameters and body', async () => {
    const auth = documentedAuth(ctx.app);
    const bearerOperations = documentedOperationDetails(ctx.app).filter(
      ({ key }) => auth.get(key) === 'bearer',
    );
    expect(bearerOperations.length).toBeGreaterThan(20);

    const answers: string[] = [];
    for (const operation of bearerOperations) {
      const url = operation.path.replace(/\{[^}]+\}/g, '%00not-valid') + '?page=-1&jobID=%00';
      const withBody = !['GET', 'DELETE', 'HEAD'].includes(operation.method);
      const response = await ctx.app.inject({
        method: operation.method as 'GET',
        url,
        ...(withBody && {
          headers: { 'content-type': 'application/json' },
          payload: '{"unexpected": [1, 2, 3], "username": 42}',
        }),
      });
      answers.push(`${operation.key} → ${response.statusCode}`);
    }
    expect(answers.filter((answer) => !answer.endsWith('→ 401'))).toEqual([]);
  });
});

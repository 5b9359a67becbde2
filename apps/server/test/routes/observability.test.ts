import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper';
import { createAccount } from '../factories';
import { postJob } from '../factories-jobs';
import { sample } from '../metrics-sample';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const METRICS_TOKEN = 'metrics-token-for-the-tests';

describe('GET /metrics', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(() => ctx.close());

  it('counts requests and their durations per route pattern, unmatched URLs under one label', async () => {
    const recruiter = await createAccount(ctx.app.db, ctx.config, 'recruiter');
    const jobID = await postJob(ctx.app, recruiter);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/job/fetchIndividualJob/${jobID}` }))
          .statusCode,
      ).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no/such/route/42' })).statusCode).toBe(
      404,
    );

    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const page = response.body;
    const detail = 'route="/api/job/fetchIndividualJob/:jobID"';
    expect(sample(page, 'http_requests_total', `method="GET",${detail},status_code="200"`)).toBe(3);
    expect(sample(page, 'http_request_duration_seconds_count', `${detail},status_code="200"`)).toBe(
      3,
    );
    expect(sample(page, 'http_request_duration_seconds_bucket', `${detail},le="+Inf"`)).toBe(3);
    expect(sample(page, 'http_requests_total', 'route="(unmatched)",status_code="404"')).toBe(1);
    expect(page).not.toContain(jobID);
    expect(page).not.toContain('/api/no/such/route');
  });

  it('reports the database pool, the queue depth per queue, event-loop lag and process metrics', async () => {
    const page = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(page, 'jobhunter_db_pool_connections', 'state="total"')).toBeGreaterThanOrEqual(
      1,
    );
    if (ctx.database.kind === 'postgres')
      expect(sample(page, 'jobhunter_db_pool_connections', 'state="waiting"')).toBe(0);
    for (const queue of ['mail', 'jobAlerts', 'dailyDigest']) {
      expect(
        sample(page, 'jobhunter_queue_jobs', `queue="${queue}",state="waiting"`),
      ).toBeGreaterThanOrEqual(0);
      expect(
        sample(page, 'jobhunter_queue_jobs', `queue="${queue}",state="active"`),
      ).toBeGreaterThanOrEqual(0);
    }
    expect(page).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(page).toMatch(/^process_cpu_seconds_total \d/m);
    expect(page).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it('reports searches taking turns: how many may run at once, run, and wait for a turn', async () => {
    const turns = ctx.app.searchTurns;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every turn taken, and one search more in line.
    const tasks = Array.from({ length: turns.limit + 1 }, () => turns.run(() => held));
    await new Promise((resolve) => setImmediate(resolve));
    const page = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(page, 'jobhunter_search_turns', 'state="limit"')).toBe(turns.limit);
    // PGlite runs statements on the server's thread: one search at a time.
    if (ctx.database.kind !== 'postgres') expect(turns.limit).toBe(1);
    expect(sample(page, 'jobhunter_search_turns', 'state="running"')).toBe(turns.limit);
    expect(sample(page, 'jobhunter_search_turns', 'state="waiting"')).toBe(1);
    release();
    await Promise.all(tasks);
    const after = (await ctx.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(sample(after, 'jobhunter_search_turns', 'state="running"')).toBe(0);
    expect(sample(after, 'jobhunter_search_turns', 'state="waiting"')).toBe(0);
  });

  it('is in the OpenAPI document, open when no METRICS_TOKEN is set', () => {
    const document = ctx.app.swagger() as {
      paths: Record<
        string,
        { get?: { security?: unknown; responses: Record<string, { content?: object }> } }
      >;
    };
    const operation = document.paths['/metrics']?.get;
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/plain']);
    expect(operation?.security).toBeUndefined();
  });

  it('never sheds load under the test configuration, so a busy machine gets no 503', async () => {
    expect(ctx.config).toMatchObject({
      MAX_EVENT_LOOP_DELAY_MS: 0,
      MAX_EVENT_LOOP_UTILIZATION: 0,
      MAX_HEAP_USED_MB: 0,
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/job/stats' })).statusCode).toBe(200);
  });

  // Last: a draining app stays draining.
  it('has /api/ready answer 503 once a shutdown has begun', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    ctx.app.readiness.draining = true;
    const response = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'Shutting down' });
  });
});

describe('GET /metrics with METRICS_TOKEN set', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ METRICS_TOKEN });
  });
  afterAll(() => ctx.close());

  it('answers 401 without the token or with another one, 200 with it', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: METRICS_TOKEN },
    ]) {
      const refused = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'A valid metrics token is required' });
      expect(refused.headers['www-authenticate']).toBe('Bearer');
    }
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
  });

  it('says so in the OpenAPI document', () => {
    const document = ctx.app.swagger() as {
      paths: Record<string, { get?: { security?: unknown } }>;
    };
    expect(document.paths['/metrics']?.get?.security).toEqual([{ metricsToken: [] }]);
  });
});

describe('request ids', () => {
  const lines: Array<{ reqId?: string; msg?: string }> = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  let direct: TestContext;
  let proxied: TestContext;
  beforeAll(async () => {
    direct = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream });
    proxied = await buildTestApp({ TRUST_PROXY: true });
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('are generated for every request, answered as x-request-id and carried by its log lines', async () => {
    const first = await direct.app.inject({ method: 'GET', url: '/api/health' });
    const missing = await direct.app.inject({ method: 'GET', url: '/api/nothing-here' });
    for (const response of [first, missing]) {
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(UUID);
      const logged = lines.filter((line) => line.reqId === id).map((line) => line.msg);
      expect(logged).toEqual(['incoming request', 'request completed']);
    }
    expect(first.headers['x-request-id']).not.toBe(missing.headers['x-request-id']);
  });

  it("take a trusted proxy's well-formed x-request-id, and nobody else's", async () => {
    const fromProxy = '0f6b2c3d4e5f60718293a4b5c6d7e8f9';
    const proxiedAnswer = await proxied.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': fromProxy },
    });
    expect(proxiedAnswer.headers['x-request-id']).toBe(fromProxy);

    for (const forged of ['has spaces\nand a newline', 'x'.repeat(129), '"quoted"']) {
      const answer = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': forged },
      });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
    const untrusted = await direct.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': fromProxy },
    });
    expect(untrusted.headers['x-request-id']).toMatch(UUID);
  });
});

describe('load shedding (@fastify/under-pressure)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Any heap is over a 1 MB limit: the first sample puts the instance under pressure.
    ctx = await buildTestApp({ MAX_HEAP_USED_MB: 1 });
  });
  afterAll(() => ctx.close());

  it('answers 503 with Retry-After and a message, while liveness and metrics still answer', async () => {
    let response = await ctx.app.inject({ method: 'GET', url: '/api/job/stats' });
    // The plugin samples memory on a timer: wait for the first sample, however long it takes.
    while (response.statusCode !== 503) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      response = await ctx.app.inject({ method: 'GET', url: '/api/job/stats' });
    }
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      message: 'The server is busy. Please try again in a few seconds.',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const metrics = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(
      sample(metrics.body, 'http_requests_total', 'route="/api/job/stats",status_code="503"'),
    ).toBeGreaterThanOrEqual(1);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helper';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ UPLOAD_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

interface Part {
  field: string;
  value: Buffer | string;
  filename?: string;
  type?: string;
}

/** A real multipart body, encoded by the platform's FormData. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if (typeof part.value === 'string' && !part.filename) form.append(part.field, part.value);
    else
      form.append(
        part.field,
        new Blob([part.value], { type: part.type ?? 'application/octet-stream' }),
        part.filename ?? 'upload',
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

async function upload(app: TestContext['app'], parts: Part[]) {
  return app.inject({ method: 'POST', url: '/api/uploads/photo', ...(await multipart(parts)) });
}

const filePart = (value: Buffer, filename = 'photo.png', type = 'image/png'): Part => ({
  field: 'file',
  value,
  filename,
  type,
});
const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } });
const stored = () => readdirSync(ctx.config.UPLOAD_DIR).sort();
const nameOf = (url: string) => url.split('/uploads/')[1];

describe('POST /api/uploads/photo', () => {
  it('stores a PNG as WebP (201) and serves it back with a long cache lifetime', async () => {
    const png = await image(300, 200).png().toBuffer();
    const response = await upload(ctx.app, [
      { field: 'upload_preset', value: 'ignored' },
      filePart(png),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const { secure_url } = response.json();
    // No PUBLIC_URL: a root-relative URL, never one built from the client's Host header.
    expect(secure_url).toMatch(/^\/uploads\/[0-9a-f]{64}\.webp$/);

    const onDisk = readFileSync(path.join(ctx.config.UPLOAD_DIR, nameOf(secure_url)));
    const metadata = await sharp(onDisk).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 300, height: 200 });

    const served = await ctx.app.inject({ method: 'GET', url: secure_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // Whatever a stored file turns out to be, a browser never sniffs it into a page or runs it.
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect(served.rawPayload.equals(onDisk)).toBe(true);
    // Neither PUBLIC_URL nor CORS_ORIGINS: helmet's same-origin policy, as on every response.
    expect(served.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('applies the EXIF orientation, strips all metadata and shrinks to fit 1024 px', async () => {
    const jpeg = await image(3000, 1500)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Private Person', ImageDescription: 'home address' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.orientation).toBe(6);
    expect(input.exif).toBeDefined();

    const response = await upload(ctx.app, [
      filePart(jpeg, 'photo.jpg', 'image/jpeg'),
      { field: 'upload_preset', value: 'x' },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const onDisk = readFileSync(
      path.join(ctx.config.UPLOAD_DIR, nameOf(response.json().secure_url)),
    );
    const output = await sharp(onDisk).metadata();
    // Turned upright (portrait), then fitted inside 1024 x 1024.
    expect(output).toMatchObject({ format: 'webp', width: 512, height: 1024 });
    expect(output.exif).toBeUndefined();
    expect(output.orientation).toBeUndefined();
    expect(onDisk.includes(Buffer.from('Private Person'))).toBe(false);
  });

  it.each([
    ['GIF', () => image(64, 64).gif().toBuffer()],
    ['WebP', () => image(64, 64).webp().toBuffer()],
    ['AVIF', () => image(64, 64).avif().toBuffer()],
  ])('accepts %s', async (_format, make) => {
    const response = await upload(ctx.app, [
      filePart(await make(), 'photo', 'application/octet-stream'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('re-encodes a polyglot, so whatever rode along with the pixels is gone', async () => {
    const png = await image(40, 40).png().toBuffer();
    const polyglot = Buffer.concat([
      png,
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await upload(ctx.app, [filePart(polyglot)]);
    expect(response.statusCode, response.body).toBe(201);
    const onDisk = readFileSync(
      path.join(ctx.config.UPLOAD_DIR, nameOf(response.json().secure_url)),
    );
    expect(onDisk.includes(Buffer.from('<script>'))).toBe(false);
  });

  it('names files by content: the same picture twice is one file', async () => {
    const png = await image(50, 50).png().toBuffer();
    const first = (await upload(ctx.app, [filePart(png)])).json().secure_url;
    const before = stored();
    const second = (await upload(ctx.app, [filePart(png)])).json().secure_url;
    expect(second).toBe(first);
    expect(stored()).toEqual(before);
  });

  describe('rejects with 400 and stores nothing', () => {
    const rejects = async (parts: Part[], message: string | RegExp) => {
      const before = stored();
      const response = await upload(ctx.app, parts);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(message);
      expect(stored()).toEqual(before);
    };
    const notAnImage = 'The file must be a JPEG, PNG, WebP, GIF or AVIF image';

    it('a text file, even one named .png', async () => {
      await rejects(
        [
          filePart(
            Buffer.from('just some text, not a picture\n'.repeat(10)),
            'photo.png',
            'image/png',
          ),
        ],
        notAnImage,
      );
    });

    it('an SVG image', async () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
      await rejects([filePart(Buffer.from(svg), 'photo.svg', 'image/svg+xml')], notAnImage);
    });

    it('a PNG header followed by garbage', async () => {
      const png = await image(100, 100).png().toBuffer();
      const fake = Buffer.concat([png.subarray(0, 33), Buffer.alloc(4000, 0x41)]);
      await rejects([filePart(fake)], notAnImage);
    });

    it('a truncated JPEG', async () => {
      const jpeg = await sharp({
        create: {
          width: 600,
          height: 400,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg()
        .toBuffer();
      await rejects(
        [filePart(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'photo.jpg', 'image/jpeg')],
        notAnImage,
      );
    });

    it('a file over 5 MB', async () => {
      const png = await image(10, 10).png().toBuffer();
      const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1, 0)]);
      await rejects([filePart(big)], 'The photo must be at most 5 MB');
    });

    it('an image of too many pixels (decompression bomb)', async () => {
      const bomb = await sharp({
        create: { width: 8000, height: 6400, channels: 3, background: '#000' },
      })
        .png()
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      await rejects([filePart(bomb)], /too large/);
    });

    it('malformed multipart: a body that is not multipart, no boundary, an unclosed part', async () => {
      const send = (contentType: string, payload: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/uploads/photo',
          headers: { 'content-type': contentType },
          payload,
        });
      const unclosed =
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
      const cases = [
        send('multipart/form-data; boundary=x', 'garbage'),
        send('multipart/form-data', 'garbage'),
        send('multipart/form-data; boundary=x', unclosed),
        send('multipart/form-data; boundary=x', '--x--\r\n'),
      ];
      for (const response of await Promise.all(cases)) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
      expect(stored()).toEqual(stored());
    });

    it('no file, a file in another field, or no multipart body at all', async () => {
      await rejects([{ field: 'upload_preset', value: 'only this' }], /field "file"/);
      await rejects(
        [{ ...filePart(await image(10, 10).png().toBuffer()), field: 'photo' }],
        /field "file"/,
      );
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads/photo',
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(400);
      const empty = await ctx.app.inject({ method: 'POST', url: '/api/uploads/photo' });
      expect(empty.statusCode).toBe(400);
    });
  });
});

describe('photo URLs and rate limit', () => {
  let limited: TestContext;
  let configured: TestContext;
  let crossOrigin: TestContext;
  beforeAll(async () => {
    limited = await buildTestApp({ UPLOAD_RATE_LIMIT: 2, PUBLIC_URL: 'https://jobs.example.com/' });
    configured = await buildTestApp({
      UPLOAD_RATE_LIMIT: 1000,
      PUBLIC_URL: 'https://jobs.example.com',
    });
    crossOrigin = await buildTestApp({
      UPLOAD_RATE_LIMIT: 1000,
      CORS_ORIGINS: ['https://client.example'],
      PORT: 4321,
    });
  });
  afterAll(async () => {
    await limited.close();
    await configured.close();
    await crossOrigin.close();
  });

  it('with CORS_ORIGINS alone, builds the URL on this server’s own origin, never on the Host header', async () => {
    const png = await image(18, 18).png().toBuffer();
    const body = await multipart([filePart(png)]);
    const response = await crossOrigin.app.inject({
      method: 'POST',
      url: '/api/uploads/photo',
      payload: body.payload,
      headers: {
        ...body.headers,
        host: 'attacker.example',
        'x-forwarded-host': 'attacker.example',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().secure_url).toMatch(
      /^http:\/\/localhost:4321\/uploads\/[0-9a-f]{64}\.webp$/,
    );
  });

  it('lets pages on other origins show photos once PUBLIC_URL or CORS_ORIGINS is set, and only photos', async () => {
    const png = await image(22, 22).png().toBuffer();
    for (const { app } of [configured, crossOrigin]) {
      const uploaded = await upload(app, [filePart(png)]);
      expect(uploaded.statusCode).toBe(201);
      const path = `/uploads/${nameOf(uploaded.json().secure_url)}`;
      for (const method of ['GET', 'HEAD'] as const) {
        const served = await app.inject({ method, url: path });
        expect(served.statusCode).toBe(200);
        expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      }
      // Everything else keeps helmet's default, the upload call and the API included.
      expect(uploaded.headers['cross-origin-resource-policy']).toBe('same-origin');
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.headers['cross-origin-resource-policy']).toBe('same-origin');
      const page = await app.inject({ method: 'GET', url: '/uploadsfoo' });
      expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('ignores a forged Host header: the URL is on PUBLIC_URL, or root-relative without it', async () => {
    const png = await image(16, 16).png().toBuffer();
    const body = await multipart([filePart(png)]);
    for (const app of [ctx.app, configured.app]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/uploads/photo',
        payload: body.payload,
        headers: {
          ...body.headers,
          host: 'attacker.example',
          'x-forwarded-host': 'attacker.example',
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().secure_url).not.toContain('attacker.example');
    }
  });

  it('builds the URL on PUBLIC_URL and answers 429 past UPLOAD_RATE_LIMIT per minute per client', async () => {
    const png = await image(20, 20).png().toBuffer();
    const first = await upload(limited.app, [filePart(png)]);
    expect(first.statusCode).toBe(201);
    expect(first.json().secure_url).toMatch(
      /^https:\/\/jobs\.example\.com\/uploads\/[0-9a-f]{64}\.webp$/,
    );
    expect((await upload(limited.app, [filePart(png)])).statusCode).toBe(201);
    const third = await upload(limited.app, [filePart(png)]);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toMatch(/^Too many attempts/);
  });
});

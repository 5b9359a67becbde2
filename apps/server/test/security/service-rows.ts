import type { Case } from './matrix-types';

/** Service endpoints and the public photo upload. */
export const serviceRows: Case[] = [
  {
    operation: 'GET /api/health',
    access: 'public',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/health' }),
  },
  {
    operation: 'GET /api/ready',
    access: 'public',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/api/ready' }),
  },
  // Open without METRICS_TOKEN (as here); the proxy keeps it private. The token's own test is in observability.test.ts.
  {
    operation: 'GET /metrics',
    access: 'public',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/metrics' }),
  },
  // For search engines: the same for everyone, whatever token comes along.
  {
    operation: 'GET /robots.txt',
    access: 'public',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/robots.txt' }),
  },
  {
    operation: 'GET /sitemap.xml',
    access: 'public',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/sitemap.xml' }),
  },
  {
    operation: 'GET /sitemaps/{file}',
    access: 'public',
    role: 'candidate',
    status: 200,
    request: () => ({ method: 'GET', url: '/sitemaps/jobs-1.xml' }),
  },
  {
    operation: 'POST /api/uploads/photo',
    access: 'public',
    role: 'candidate',
    status: 201,
    request: (_scene, _actor, world) => ({
      method: 'POST',
      url: '/api/uploads/photo',
      payload: world.photoUpload.payload,
      headers: { 'content-type': world.photoUpload.contentType },
    }),
  },
];

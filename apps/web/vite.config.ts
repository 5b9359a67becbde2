import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Alias } from 'vite';

// In development the API and uploaded photos come from the Fastify server; in production it serves this build.
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

/**
 * React Router's package.json sends every import to its development build (remix-run/react-router
 * issues 12532 and 14102), whose ENABLE_DEV_WARNINGS keeps its console warnings and their messages
 * in the bundle. Builds take its production build instead, which differs only in that flag: both
 * entry points, so the app never holds two copies of the router's contexts. `vite dev` and the
 * tests keep the warnings.
 */
const reactRouterDist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist/production');
const reactRouterProduction: Alias[] = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  // The server-rendering build (`vite build --ssr`) carries its dependencies: the API server runs it
  // without the web app's node_modules, and with React's production build.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
}));

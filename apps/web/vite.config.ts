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
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
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
  build: {
    modulePreload: {
      // index.html preloads what the start-up chunk imports. A lazily loaded screen's chunk is left to
      // the browser, which fetches its imports itself: Vite's preload helper would add a <link
      // rel=modulepreload> to the document for each of a screen's twenty-odd chunks, one DOM
      // insertion and selector query each, in the task that starts hydration: 20 ms on a slow
      // phone, which blocked the first tap on a server-rendered page. A screen's own stylesheet, were
      // one ever split out, would still be loaded by the helper: nothing else would load it.
      resolveDependencies: (_file, dependencies, { hostType }) =>
        hostType === 'html' ? dependencies : dependencies.filter((file) => file.endsWith('.css')),
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
}));

import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { startUpModules } from './build/start-up-modules';

// In development the API and uploaded photos come from the Fastify server; in production it serves this build.
const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), startUpModules()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // The server-rendering build (`vite build --ssr`) carries its dependencies: the API server runs it
  // without the web app's node_modules, and with React's production build.
  ssr: { noExternal: true },
  // Lazy chunks' dependencies are preloaded by Vite's <link rel=modulepreload> (no polyfill: every
  // browser we support has it); the start-up files come from index.html's list (build/start-up-modules.ts).
  build: { modulePreload: { polyfill: false } },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
});

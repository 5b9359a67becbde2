import './index.css';

/** A task boundary: the browser may paint and handle input before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The page is on screen before any script runs (a public page arrives server-rendered), and
 * evaluating the app's code is the longest piece of start-up work on a phone. So this entry is
 * tiny and the code comes in pieces, each evaluated in a task of its own: React DOM and React
 * Router, then the app (Vite preloads each piece's own imports). The browser can answer input
 * between them instead of freezing for the whole (one 70-117 ms task became several under ~30 ms).
 * None of it is fetched before the first paint.
 */
async function main() {
  await Promise.all([import('react-dom/client'), import('./app/router-module')]);
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await startApp();
}

void main();

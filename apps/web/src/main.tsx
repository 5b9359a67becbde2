import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { afterFirstPaint } from './app/after-first-paint';
import { yieldToBrowser } from './app/yield-to-browser';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { readPageState } from './app/ssr/page-state';
import { getSession } from './lib/session';
import './index.css';

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // Public pages arrive rendered by the server with the data they were rendered from.
  const pageState = readPageState();
  if (pageState) await afterFirstPaint();
  const queryClient = createQueryClient();
  if (pageState) hydrate(queryClient, pageState);
  const router = await createAppRouter({ hydrating: pageState !== null });
  if (pageState) await yieldToBrowser();
  const app = (
    <StrictMode>
      <AppProviders router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // The server renders the signed-out page. A signed-in visitor gets theirs rendered afresh (from
  // the same data, so nothing loads again): hydrating the signed-out page first would leave a
  // moment in which their clicks reach the signed-out buttons.
  if (pageState && getSession().current === null) {
    // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
    // blocking the main thread for the whole page: the page is already on screen, nothing waits.
    startTransition(() => void hydrateRoot(root, app));
  } else {
    createRoot(root).render(app);
  }
}

void start();

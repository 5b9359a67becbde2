// React warns unless told the test environment drives act() (Testing Library does this for its own renders).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useSession } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage-keys';

let renders = 0;
function WhoIsSignedIn() {
  renders += 1;
  const { current } = useSession();
  return <p>{current ? `Signed in as ${current.username}` : 'Signed out'}</p>;
}

/** Renders on the "server", then hydrates in the browser, as a public page does; returns the browser's renders. */
async function hydrateServerPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<WhoIsSignedIn />);
  document.body.append(container);
  renders = 0;
  const root = await act(async () => hydrateRoot(container, <WhoIsSignedIn />));
  return { container, root, browserRenders: renders };
}

describe('the session over a server-rendered page', () => {
  afterEach(() => localStorage.clear());

  it("hydrates a signed-out visitor's page with one render: nothing changed, so nothing renders again", async () => {
    const { container, root, browserRenders } = await hydrateServerPage();
    expect(container.textContent).toBe('Signed out');
    expect(browserRenders).toBe(1);
    act(() => root.unmount());
  });

  it('switches a signed-in visitor to their session after hydrating', async () => {
    localStorage.setItem(STORAGE_KEYS.candidate.username, 'demo_arjun');
    const { container, root, browserRenders } = await hydrateServerPage();
    expect(container.textContent).toBe('Signed in as demo_arjun');
    expect(browserRenders).toBe(2);
    act(() => root.unmount());
  });
});

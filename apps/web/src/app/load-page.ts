import type { ComponentType } from 'react';

const RELOADED_KEY = 'jobhunterReloadedForNewVersion';

/**
 * Loads a lazily split screen. After a new deployment an open tab still asks for the old chunk
 * names, which no longer exist; one reload fetches the new index and fixes it. A second failure is
 * a real error and reaches the route's 'Error page'.
 */
export async function loadPage(load: () => Promise<ComponentType>): Promise<ComponentType> {
  // Rendering on the server: the modules are on disk, there is no stale deployment to reload onto.
  if (typeof window === 'undefined') return load();
  try {
    const page = await load();
    sessionStorage.removeItem(RELOADED_KEY);
    return page;
  } catch (error) {
    if (sessionStorage.getItem(RELOADED_KEY)) throw error;
    sessionStorage.setItem(RELOADED_KEY, '1');
    window.location.reload();
    // Never settles: the page is going away.
    return new Promise<ComponentType>(() => undefined);
  }
}

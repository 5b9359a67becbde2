/**
 * Starts fetching every start-up module at once (index.html lists them, see
 * build/start-up-modules.ts), so the imports that follow find them loaded or on their way instead
 * of discovering one another one round trip at a time. Fetching does not evaluate them.
 */
export function preloadStartUpModules() {
  const list = document.getElementById('start-up-modules')?.textContent;
  if (!list) return; // the development server has no such list
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Resolves once the browser has painted what it has. The entry script of a server-rendered page can
 * run before the first paint (module scripts run as soon as the document is parsed); hydrating then
 * would hold the server's HTML off the screen until the page's code has loaded and run. A callback
 * of requestAnimationFrame runs just before a frame is painted; the second one runs once the first
 * frame is on the screen.
 * A hidden tab paints nothing and never calls requestAnimationFrame: it does not wait.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

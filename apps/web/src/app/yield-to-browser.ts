/**
 * Ends the current task and resumes in a new one, so that the browser can handle input and paint in
 * between. Starting the app is several steps of a few dozen milliseconds each on a slow phone; run
 * as one task, they would block a tap on the server-rendered page for all of them together.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

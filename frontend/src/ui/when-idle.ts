/**
 * Runs `task` once the browser has nothing more urgent to do (after the page has rendered), for
 * fetching code that will probably be wanted soon. Safari has no requestIdleCallback: there a
 * short timeout stands in. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

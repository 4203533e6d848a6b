// Code that will probably be wanted soon (the product dialog, the account menu) is fetched ahead,
// but only once the page has finished loading and settled: fetched earlier, on a slow phone
// connection it would compete with the page's own images for the same bandwidth.
const SETTLE_MS = 2000;

/**
 * Runs `task` when the browser is idle, some time after the page's load event. Safari has no
 * requestIdleCallback: there the timeout alone stands in. Returns a function that cancels it.
 */
export function whenIdle(task: () => void): () => void {
  let cancelled = false;
  let cancelPending = () => {};
  const schedule = () => {
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback !== 'function') return task();
      const handle = requestIdleCallback(() => !cancelled && task(), { timeout: 3000 });
      cancelPending = () => cancelIdleCallback(handle);
    }, SETTLE_MS);
    cancelPending = () => clearTimeout(timer);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelPending();
  };
}

/** How long a hash link waits for its anchor: remotes load and render asynchronously. */
export const ANCHOR_WAIT_MS = 5000;

/**
 * Scrolls to the element with `id` as soon as it is in the document, watching for it for up to
 * `timeoutMs`. Returns a function that stops watching (for an effect's cleanup).
 */
export function scrollToElementWhenPresent(id: string, timeoutMs = ANCHOR_WAIT_MS): () => void {
  const scrollIfPresent = (): boolean => {
    const element = document.getElementById(id);
    if (!element) return false;
    element.scrollIntoView({ block: 'start' });
    return true;
  };

  if (scrollIfPresent()) return () => {};

  const observer = new MutationObserver(() => {
    if (scrollIfPresent()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop(): void {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * Lets a long build give way to waiting requests (docs/decisions/catalogue-import.md C5): call the returned function inside a
 * loop; once `budgetMs` have passed since the last pause it waits for one turn of the event loop.
 */
export function createEventLoopYielder(budgetMs = 10): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < budgetMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        since = performance.now();
        resolve();
      }),
    );
  };
}

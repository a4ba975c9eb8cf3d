// Texts in the language on screen that are on their way: a page's module starts downloading its
// namespaces in Hindi or Odia as it is imported (locales/load-*.ts), and the router waits for them
// before it shows the page (routes.tsx), so a page never flashes in English first. Not a top-level
// await in those modules: that would split the app's entry into many small files (decision 021).

const pending = new Set<Promise<unknown>>();

/** Counts `loading` among the texts the next page waits for. */
export function awaitTexts(loading: Promise<unknown>): void {
  pending.add(loading);
  const settle = () => pending.delete(loading);
  loading.then(settle, settle);
}

/**
 * Resolves once every text on its way has arrived; rejects when one could not be downloaded even
 * after a reload (locales/translations.ts), so that the page shows the error screen with Reload.
 */
export async function textsReady(): Promise<void> {
  while (pending.size > 0) {
    const failed = (await Promise.allSettled([...pending])).find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

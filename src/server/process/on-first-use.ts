/**
 * A package loaded the first time a request needs it, then shared, instead of at the server's
 * start: the libraries of rare work (PDFs, images, passkeys) weigh tens of megabytes resident
 * that a server which has not done that work need not hold (issue 30, item 24). A load that fails
 * is tried again by the next call.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    });
    return loading;
  };
}

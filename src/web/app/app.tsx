import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type createBrowserRouter, RouterProvider } from 'react-router';

/**
 * The whole app. main.tsx gives the browser's router and a query client it may have filled with
 * what the server wrote into the page; the server's renderer (src/web/prerender) gives a memory
 * router at the page's URL, so both draw the same tree (ADR 0068).
 */
export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

import type { ApolloClient } from '@apollo/client';
import type { LoaderFunctionArgs } from 'react-router-dom';

/**
 * A route module's loader (exported as `loader` beside its page or layout): it asks for the data
 * its component reads, through the same documents and variables, so the component finds the answer
 * in Apollo's cache. routes.tsx hands it the router's client, on the server and in the browser.
 */
export type RouteLoader = (client: ApolloClient, args: LoaderFunctionArgs) => Promise<unknown> | unknown;

/**
 * The answers a loader warms the cache with. On the server the render waits for them, so the page
 * renders once with every answer in hand. In the browser navigation does not wait: the queries run
 * while the page's code loads, and the page shows its own loading state until they answer.
 * A failure is left for the component, which shows it as it would any failed query.
 */
export async function warm(...requests: (Promise<unknown> | undefined)[]): Promise<null> {
  const settled = Promise.all(requests.map((request) => request?.catch(() => undefined)));
  if (import.meta.env.SSR) await settled;
  return null;
}

import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { readToken } from '../features/auth/token-storage';
import { typePolicies } from './type-policies';

export const GRAPHQL_PATH = '/graphql';

/**
 * Sends the stored bearer token with every operation. The API also sets an httpOnly cookie at
 * sign-in, but the spec's session is the token in session storage (one per tab).
 */
const authLink = new SetContextLink((prevContext) => {
  const token = readToken();
  if (!token) return {};
  return { headers: { ...prevContext['headers'], Authorization: `Bearer ${token}` } };
});

const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' });

/**
 * The browser's client. `serverState` is the cache the server rendered the page with: the page's
 * queries then find their answers and nothing is asked again. For a moment after hydration even
 * `network-only` queries are answered from it, since the server has only just asked.
 */
export function createApolloClient(serverState?: NormalizedCacheObject): ApolloClient {
  const cache = new InMemoryCache({ typePolicies });
  if (serverState) cache.restore(serverState);
  return new ApolloClient({
    link: ApolloLink.from([authLink, httpLink]),
    cache,
    ssrForceFetchDelay: serverState ? 1000 : 0,
  });
}

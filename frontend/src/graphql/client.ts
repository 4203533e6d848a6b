import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
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
 * The browser's client. For a page the server rendered (`serverRendered`), the caller restores the
 * server's cache into `client.cache` before the page hydrates: the page's queries then find their
 * answers and nothing is asked again. For a moment after hydration even `network-only` queries are
 * answered from it, since the server has only just asked.
 */
export function createApolloClient({ serverRendered = false }: { serverRendered?: boolean } = {}): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, httpLink]),
    cache: new InMemoryCache({ typePolicies }),
    ssrForceFetchDelay: serverRendered ? 1000 : 0,
  });
}

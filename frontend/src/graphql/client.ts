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

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([authLink, httpLink]),
    cache: new InMemoryCache({ typePolicies }),
  });
}

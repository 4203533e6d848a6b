import { CombinedGraphQLErrors, type ApolloClient } from '@apollo/client';
import { redirect } from 'react-router-dom';
import { paths } from '../../app/paths';
import { MAILBOX_LIMIT, MailboxQuery } from './operations';

/** The mailbox query's variables: the same for the route's loader and the page, so the page finds the answer. */
export const mailboxVariables = { limit: MAILBOX_LIMIT } as const;

function refusalCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const codes = error.errors.map((problem) => problem.extensions?.['code']);
  return codes.find((code) => code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') as string | undefined;
}

/**
 * The /mailbox route's loader, on the server and in the browser alike. The guard already keeps
 * everyone but admins out (issue 24); the API has the last word, for a viewer the guard still took
 * for an admin (a session ended or a role taken away meanwhile): its refusal becomes the same
 * redirect the guard gives for the back office (sign in, or access denied). The answer stays in the
 * cache, where the page's own query finds it; any other failure is the page's to show, with its retry.
 */
export function mailboxLoader(client: ApolloClient) {
  return async (): Promise<Response | null> => {
    try {
      await client.query({ query: MailboxQuery, variables: mailboxVariables, fetchPolicy: 'network-only' });
    } catch (error) {
      const code = refusalCode(error);
      if (code === 'UNAUTHENTICATED') return redirect(paths.auth.login);
      if (code === 'FORBIDDEN') return redirect(paths.unauthorized);
    }
    return null;
  };
}

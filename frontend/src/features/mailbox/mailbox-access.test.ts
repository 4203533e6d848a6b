import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { MailboxDocument } from '../../graphql/generated/graphql';
import { mailboxLoader, mailboxVariables } from './mailbox-access';

/** A client whose every operation gets `result`, as the API would answer it. */
function clientAnswering(result: Record<string, unknown>): ApolloClient {
  return new ApolloClient({ link: new ApolloLink(() => of(result)), cache: new InMemoryCache() });
}

const refusal = (code: string) => ({ data: null, errors: [{ message: 'Refused', path: ['mailbox'], extensions: { code } }] });

describe('the mailbox route loader', () => {
  it.each([
    ['UNAUTHENTICATED', '/auth/login'],
    ['FORBIDDEN', '/unauth-page'],
  ])('turns the API refusing the viewer (%s) into the guard redirect to %s', async (code, location) => {
    const answer = await mailboxLoader(clientAnswering(refusal(code)))();
    expect(answer).toBeInstanceOf(Response);
    expect([answer?.status, answer?.headers.get('Location')]).toEqual([302, location]);
  });

  it('lets the page in and leaves the answer in the cache for its query', async () => {
    const client = clientAnswering({ data: { mailbox: [] } });
    expect(await mailboxLoader(client)()).toBeNull();
    expect(client.readQuery({ query: MailboxDocument, variables: mailboxVariables })).toEqual({ mailbox: [] });
  });

  it("leaves any other failure to the page, which shows it with a retry", async () => {
    expect(await mailboxLoader(clientAnswering(refusal('INTERNAL_SERVER_ERROR')))()).toBeNull();
  });
});

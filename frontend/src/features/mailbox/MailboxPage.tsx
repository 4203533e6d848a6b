import { useQuery } from '@apollo/client/react';
import { STORE_NAME } from '@threadline/domain';
import { useEffect, useRef, type Ref } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { MAILBOX_MESSAGE_PARAM, mailboxMessagePath, paths } from '../../app/paths';
import type { MailboxMessage_EmailFragment } from '../../graphql/generated/graphql';
import { emailKindLabel } from '../../graphql/enum-labels';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { EmailStatusBadge } from '../../ui/EmailStatusBadge';
import { FactList } from '../../ui/FactList';
import { formatDateTime } from '../../ui/format-date-time';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { MAIN_CONTENT_ID, SkipLink } from '../../ui/SkipLink';
import { media } from '../../ui/theme';
import { Eyebrow, PageTitle } from '../../ui/Typography';
import { mailboxVariables } from './mailbox-access';
import { MailboxQuery } from './operations';

const TopBar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  > div {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
    min-height: ${({ theme }) => theme.layout.headerHeight};
  }
`;

const Brand = styled(Link)`
  font-family: ${({ theme }) => theme.font.display};
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
`;

const Main = styled.main`
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[16]}`};
  &:focus {
    outline: none;
  }
`;

const Head = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  padding-bottom: ${({ theme }) => theme.space[6]};
  margin-bottom: ${({ theme }) => theme.space[6]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  p:last-child {
    max-width: 62ch;
    color: ${({ theme }) => theme.color.muted};
  }
`;

// Side by side from tablets up. On a phone the list and the open message take turns: the list
// until a message is chosen, then that message with a link back to the list.
const Columns = styled.div<{ $messageChosen: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;
  ${media.md} {
    grid-template-columns: minmax(16rem, 22rem) minmax(0, 1fr);
  }
  ${media.belowMd} {
    > nav {
      display: ${({ $messageChosen }) => ($messageChosen ? 'none' : 'block')};
    }
    > article {
      display: ${({ $messageChosen }) => ($messageChosen ? 'grid' : 'none')};
    }
  }
`;

const List = styled.ol`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
`;

const Entry = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.ink};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.ink};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.color.ink};
  }
`;

const EntryTop = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.color.muted};
`;

const EntrySubject = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  overflow-wrap: anywhere;
`;

const EntryMeta = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.muted};
  overflow-wrap: anywhere;
`;

const Message = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  h2 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
    font-size: ${({ theme }) => theme.fontSize.xl};
    overflow-wrap: anywhere;
    &:focus {
      outline: none;
    }
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.xs};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.muted};
  }
`;

const BackLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.color.ink};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  ${media.md} {
    display: none;
  }
`;

// The e-mail as its reader's mail client shows it: its own document, on white, with no script and
// no access to this page (sandbox="" allows nothing). Its height is not knowable from outside a
// sandboxed frame, so the frame scrolls inside a tall box.
const Rendered = styled.iframe`
  width: 100%;
  height: min(70vh, 48rem);
  min-height: 24rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: #ffffff;
`;

const TextPart = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.sunken};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function MessageEntry({ email, isOpen }: { email: MailboxMessage_EmailFragment; isOpen: boolean }) {
  return (
    <li>
      <Entry to={mailboxMessagePath(email.id)} aria-current={isOpen ? 'true' : undefined}>
        <EntryTop>
          {emailKindLabel(email.kind)}
          <EmailStatusBadge status={email.status} />
        </EntryTop>
        <EntrySubject>{email.subject}</EntrySubject>
        <EntryMeta>
          To {email.to} · {formatDateTime(email.createdAt)}
        </EntryMeta>
      </Entry>
    </li>
  );
}

function OpenMessage({ email, headingRef }: { email: MailboxMessage_EmailFragment; headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <Message aria-labelledby="mailbox-message-subject">
      <BackLink to={paths.mailbox}>← All e-mails</BackLink>
      <h2 id="mailbox-message-subject" ref={headingRef} tabIndex={-1}>
        {email.subject}
      </h2>
      <FactList $labelWidth="5.5rem">
        <dt>What</dt>
        <dd>{emailKindLabel(email.kind)}</dd>
        <dt>To</dt>
        <dd>{email.to}</dd>
        <dt>Status</dt>
        <dd>
          <EmailStatusBadge status={email.status} />
        </dd>
        <dt>Written</dt>
        <dd>{formatDateTime(email.createdAt)}</dd>
        {email.sentAt ? (
          <>
            <dt>Sent</dt>
            <dd>{formatDateTime(email.sentAt)}</dd>
          </>
        ) : null}
        {email.attempts > 0 ? (
          <>
            <dt>Attempts</dt>
            <dd>{email.attempts}</dd>
          </>
        ) : null}
        {email.lastError ? (
          <>
            <dt>Last error</dt>
            <dd>{email.lastError}</dd>
          </>
        ) : null}
      </FactList>
      <section aria-labelledby="mailbox-html-heading">
        <h3 id="mailbox-html-heading">As the reader sees it</h3>
        <Rendered sandbox="" srcDoc={email.html} title={`E-mail: ${email.subject}`} />
      </section>
      <section aria-labelledby="mailbox-text-heading">
        <h3 id="mailbox-text-heading">Text part</h3>
        <TextPart>{email.text}</TextPart>
      </section>
    </Message>
  );
}

/**
 * /mailbox: every e-mail the store has written, newest first, each shown as its reader would see it
 * (issue 19). Without a mail server (no SMTP_URL) this is where e-mails go instead: a developer,
 * signed in as an admin, reads the order confirmations and reset links here. Only admins get this
 * far: the guard and the route's loader see to it (guards.ts, mailbox-access.ts).
 */
export function MailboxPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const chosenId = searchParams.get(MAILBOX_MESSAGE_PARAM);
  const { data, error, loading, refetch } = useQuery(MailboxQuery, { variables: mailboxVariables, notifyOnNetworkStatusChange: true });
  const emails = data?.mailbox;
  // The newest opens by default beside the list; a chosen one is in the URL.
  const open = emails?.find((email) => email.id === chosenId) ?? (chosenId ? undefined : emails?.[0]);

  // A message chosen from the list takes focus, so keyboard and screen reader users are taken to it
  // (on a phone the list is gone from view); the first render leaves focus where the page put it.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (chosenId) headingRef.current?.focus();
  }, [chosenId, location.key]);

  return (
    <>
      <title>Mailbox · Threadline</title>
      <SkipLink />
      <TopBar>
        <Container>
          <Brand to={paths.root}>{STORE_NAME}</Brand>
          <Button $variant="secondary" $size="sm" onPress={() => void refetch()} isPending={loading && emails !== undefined}>
            Refresh
          </Button>
        </Container>
      </TopBar>
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Container>
          <Head>
            <Eyebrow>For developers and the store’s admins</Eyebrow>
            <PageTitle>Mailbox</PageTitle>
            <p>
              What the store has written to its shoppers, newest first. With no mail server set (SMTP_URL), nothing leaves the
              store: e-mails are kept here instead.
            </p>
          </Head>
          {emails ? (
            emails.length === 0 ? (
              <Notice>
                <h2>No e-mails yet</h2>
                <p>Register, place an order or ask for a password reset: what the store sends appears here.</p>
              </Notice>
            ) : (
              <Columns $messageChosen={chosenId !== null}>
                <nav aria-label="E-mails">
                  <List>
                    {emails.map((email) => (
                      <MessageEntry key={email.id} email={email} isOpen={email.id === open?.id} />
                    ))}
                  </List>
                </nav>
                {open ? (
                  <OpenMessage email={open} headingRef={headingRef} />
                ) : (
                  <Message>
                    <BackLink to={paths.mailbox}>← All e-mails</BackLink>
                    <p role="alert">This e-mail is not among the newest {mailboxVariables.limit}.</p>
                  </Message>
                )}
              </Columns>
            )
          ) : error ? (
            <Notice role="alert">
              <h2>We couldn’t load the mailbox</h2>
              <p>Please check your connection and try again.</p>
              <Button $variant="primary" onPress={() => void refetch()}>
                Try again
              </Button>
            </Notice>
          ) : (
            <div aria-busy="true" aria-label="Loading e-mails">
              <Skeleton $height="20rem" $radius="8px" />
            </div>
          )}
        </Container>
      </Main>
    </>
  );
}

import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES } from '@threadline/domain';
import { useState } from 'react';
import { Checkbox, CheckboxGroup, Form, Label } from 'react-aria-components';
import styled from 'styled-components';
import type { WebhookEventType } from '../../graphql/generated/graphql';
import { Button } from '../../ui/Button';
import { CheckboxMark, checkboxMarkStates } from '../../ui/CheckboxMark';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { TextField } from '../../ui/TextField';
import { toast } from '../../ui/toast-queue';
import { SectionTitle } from '../../ui/Typography';
import { AddBesideList, AddPanel } from './components/AddBesideList';
import { AdminPageHead } from './components/AdminPageHead';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EndpointCard } from './webhooks/EndpointCard';
import {
  AdminWebhooksQuery,
  CreateWebhookEndpointMutation,
  DeleteWebhookEndpointMutation,
  DisableWebhookEndpointMutation,
  EnableWebhookEndpointMutation,
  ResendWebhookDeliveryMutation,
  RotateWebhookSecretMutation,
} from './webhooks/operations';
import { SecretBox } from './webhooks/SecretBox';
import { WEBHOOK_EVENTS } from './webhooks/webhook-labels';

const Panel = styled(AddPanel)`
  form {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

const Events = styled(CheckboxGroup)`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

const EventsLabel = styled(Label)`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
`;

const EventOption = styled(Checkbox)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 2.75rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  cursor: pointer;
  code {
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
  ${checkboxMarkStates}
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const EventText = styled.span`
  display: grid;
`;

const List = styled.ol`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
`;

const Column = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;

/** /admin/webhooks: the URLs third parties get signed events at, and how their deliveries went. */
export function WebhooksPage() {
  const { data, error, loading, refetch } = useQuery(AdminWebhooksQuery, { fetchPolicy: 'cache-and-network' });
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [shownSecret, setShownSecret] = useState<{ url: string; secret: string } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; url: string } | null>(null);
  const refetchOptions = { refetchQueries: ['AdminWebhooks'], awaitRefetchQueries: true };
  const [create, { loading: creating }] = useMutation(CreateWebhookEndpointMutation, refetchOptions);
  const [rotate, { loading: rotating }] = useMutation(RotateWebhookSecretMutation);
  const [disable, { loading: disabling }] = useMutation(DisableWebhookEndpointMutation);
  const [enable, { loading: enabling }] = useMutation(EnableWebhookEndpointMutation, refetchOptions);
  const [remove, { loading: deleting_ }] = useMutation(DeleteWebhookEndpointMutation, refetchOptions);
  const [resend, { loading: resending }] = useMutation(ResendWebhookDeliveryMutation, refetchOptions);
  const busy = rotating || disabling || enabling || deleting_ || resending;

  /** Runs a mutation; a refusal or a failure is a toast. Returns whether it went through. */
  const attempt = async (run: () => Promise<{ message: string } | undefined>, done?: string): Promise<boolean> => {
    try {
      const refusal = await run();
      if (refusal) {
        toast({ variant: 'destructive', title: refusal.message });
        return false;
      }
      if (done) toast({ title: done });
      return true;
    } catch {
      toast({ variant: 'destructive', title: MESSAGES.SOMETHING_WENT_WRONG });
      return false;
    }
  };

  const add = async () => {
    setUrlError(null);
    if (events.length === 0) {
      toast({ variant: 'destructive', title: 'Choose at least one event to deliver' });
      return;
    }
    try {
      const { data: result } = await create({ variables: { input: { url: url.trim(), events, description: description.trim() || null } } });
      const payload = result?.createWebhookEndpoint;
      const refusal = payload?.userErrors[0];
      if (refusal) {
        if (refusal.field === 'url') setUrlError(refusal.message);
        else toast({ variant: 'destructive', title: refusal.message });
        return;
      }
      if (payload?.endpoint && payload.secret) setShownSecret({ url: payload.endpoint.url, secret: payload.secret });
      setUrl('');
      setDescription('');
      setEvents([]);
    } catch {
      toast({ variant: 'destructive', title: MESSAGES.SOMETHING_WENT_WRONG });
    }
  };

  const endpoints = data?.webhookEndpoints;

  return (
    <>
      <AdminPageHead title="Webhooks" note="Addresses that get the store’s events as signed JSON: an ERP, a warehouse, another storefront." />
      {shownSecret ? <SecretBox url={shownSecret.url} secret={shownSecret.secret} onDone={() => setShownSecret(null)} /> : null}
      <AddBesideList>
        <Panel aria-labelledby="add-webhook">
          <SectionTitle id="add-webhook" as="h2">
            Add an endpoint
          </SectionTitle>
          <Form
            onSubmit={(event) => {
              event.preventDefault();
              void add();
            }}
            validationErrors={urlError ? { url: urlError } : undefined}
          >
            <TextField
              label="URL"
              name="url"
              type="url"
              isRequired
              value={url}
              onChange={(value) => {
                setUrl(value);
                setUrlError(null);
              }}
              description="Must reach a public address over https (or http)."
              placeholder="https://erp.example.com/threadline"
            />
            <TextField label="Description (optional)" name="description" value={description} onChange={setDescription} maxLength={200} />
            <Events value={events} onChange={(value) => setEvents(value as WebhookEventType[])}>
              <EventsLabel>Events</EventsLabel>
              {WEBHOOK_EVENTS.map((event) => (
                <EventOption key={event.value} value={event.value}>
                  {({ isSelected }) => (
                    <>
                      <CheckboxMark isSelected={isSelected} />
                      <EventText>
                        {event.label}
                        <code>{event.name}</code>
                      </EventText>
                    </>
                  )}
                </EventOption>
              ))}
            </Events>
            <Button $variant="primary" type="submit" isPending={creating}>
              Add endpoint
            </Button>
          </Form>
        </Panel>
        <Column aria-labelledby="webhook-endpoints">
          <SectionTitle id="webhook-endpoints" as="h2">
            Endpoints
          </SectionTitle>
          {error && !endpoints ? (
            <Notice role="alert">
              <h2>The endpoints could not be loaded</h2>
              <Button $variant="primary" onPress={() => void refetch()}>
                Try again
              </Button>
            </Notice>
          ) : loading && !endpoints ? (
            <Skeleton style={{ height: '12rem' }} />
          ) : endpoints && endpoints.length === 0 ? (
            <Notice>
              <h2>No endpoints yet</h2>
              <p>Add one to send the store’s events to another system.</p>
            </Notice>
          ) : (
            <List>
              {endpoints?.map((endpoint) => (
                <EndpointCard
                  key={endpoint.id}
                  endpoint={endpoint}
                  busy={busy}
                  onDisable={() =>
                    void attempt(async () => (await disable({ variables: { id: endpoint.id } })).data?.disableWebhookEndpoint.userErrors[0], 'Endpoint disabled')
                  }
                  onEnable={() =>
                    void attempt(async () => (await enable({ variables: { id: endpoint.id } })).data?.enableWebhookEndpoint.userErrors[0], 'Endpoint enabled')
                  }
                  onRotate={() =>
                    void attempt(async () => {
                      const payload = (await rotate({ variables: { id: endpoint.id } })).data?.rotateWebhookSecret;
                      if (payload?.secret) setShownSecret({ url: endpoint.url, secret: payload.secret });
                      return payload?.userErrors[0];
                    })
                  }
                  onDelete={() => setDeleting({ id: endpoint.id, url: endpoint.url })}
                  onResend={(deliveryId) =>
                    void attempt(async () => (await resend({ variables: { id: deliveryId } })).data?.resendWebhookDelivery.userErrors[0], 'Sending it again')
                  }
                />
              ))}
            </List>
          )}
        </Column>
      </AddBesideList>
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this endpoint?"
        confirmLabel="Delete endpoint"
        isPending={deleting_}
        onConfirm={async () => {
          if (!deleting) return;
          await attempt(async () => (await remove({ variables: { id: deleting.id } })).data?.deleteWebhookEndpoint.userErrors[0], 'Endpoint deleted');
          setDeleting(null);
        }}
      >
        {deleting?.url} gets no more events, and its deliveries are deleted with it.
      </ConfirmDialog>
    </>
  );
}

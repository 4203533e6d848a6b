import styled from 'styled-components';
import type { AdminWebhookEndpoint_EndpointFragment } from '../../../graphql/generated/graphql';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { formatDateTime } from '../../../ui/format-date-time';
import { eventName } from './webhook-labels';

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    overflow-wrap: anywhere;
  }
  p {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Events = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  code {
    display: inline-block;
    padding: 0.125rem 0.5rem;
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: ${({ theme }) => theme.fontSize.xs};
  }
`;

const Warning = styled.p`
  color: ${({ theme }) => theme.color.warningText};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Deliveries = styled.ol`
  list-style: none;
  display: grid;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.fontSize.sm};
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  }
  dl div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  strong {
    grid-column: 1 / -1;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
`;

export interface EndpointCardProps {
  endpoint: AdminWebhookEndpoint_EndpointFragment;
  onDisable: () => void;
  onEnable: () => void;
  onRotate: () => void;
  onDelete: () => void;
  onResend: (deliveryId: string) => void;
  busy: boolean;
}

function stateOf(endpoint: AdminWebhookEndpoint_EndpointFragment): { label: string; tone: 'ink' | 'neutral' | 'warning' } {
  if (endpoint.enabled) return endpoint.failingSince ? { label: 'Failing', tone: 'warning' } : { label: 'Enabled', tone: 'ink' };
  return endpoint.disabledReason === 'FAILING' ? { label: 'Disabled: kept failing', tone: 'warning' } : { label: 'Disabled', tone: 'neutral' };
}

/** One endpoint: where it sends, what, whether it works, and its latest deliveries. */
export function EndpointCard({ endpoint, onDisable, onEnable, onRotate, onDelete, onResend, busy }: EndpointCardProps) {
  const deliveries = endpoint.deliveries;
  const state = stateOf(endpoint);
  const headingId = `webhook-${endpoint.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <Top>
        <div>
          <h3 id={headingId}>{endpoint.url}</h3>
          {endpoint.description ? <p>{endpoint.description}</p> : null}
        </div>
        <Badge $tone={state.tone}>{state.label}</Badge>
      </Top>
      {!endpoint.enabled && endpoint.disabledReason === 'FAILING' ? (
        <Warning>
          Every delivery failed for a day, so the store disabled it{endpoint.disabledAt ? ` on ${formatDateTime(endpoint.disabledAt)}` : ''}. Fix the
          receiver, then enable it: the deliveries that waited go at once.
        </Warning>
      ) : null}
      {endpoint.enabled && endpoint.failingSince ? <Warning>Deliveries have failed since {formatDateTime(endpoint.failingSince)}.</Warning> : null}
      <Events aria-label="Events">
        {endpoint.events.map((event) => (
          <li key={event}>
            <code>{eventName(event)}</code>
          </li>
        ))}
      </Events>
      <Actions>
        {endpoint.enabled ? (
          <Button $variant="secondary" $size="sm" onPress={onDisable} isDisabled={busy} aria-label={`Disable ${endpoint.url}`}>
            Disable
          </Button>
        ) : (
          <Button $variant="primary" $size="sm" onPress={onEnable} isDisabled={busy} aria-label={`Enable ${endpoint.url}`}>
            Enable
          </Button>
        )}
        <Button $variant="secondary" $size="sm" onPress={onRotate} isDisabled={busy} aria-label={`Rotate the secret of ${endpoint.url}`}>
          Rotate secret
        </Button>
        <Button $variant="ghost" $size="sm" onPress={onDelete} isDisabled={busy} aria-label={`Delete ${endpoint.url}`}>
          Delete
        </Button>
      </Actions>
      {deliveries.length === 0 ? (
        <p>No deliveries yet.</p>
      ) : (
        <Deliveries aria-label={`Recent deliveries to ${endpoint.url}`}>
          {deliveries.map((delivery) => (
            <Row key={delivery.id}>
              <strong>{eventName(delivery.eventType)}</strong>
              <dl>
                <div>
                  <dt>Status</dt>
                  <dd>{delivery.status === 'DELIVERED' ? `Delivered (${delivery.lastStatusCode ?? '—'})` : delivery.lastError ? `Retrying: ${delivery.lastError}` : 'Waiting'}</dd>
                </div>
                <div>
                  <dt>Took</dt>
                  <dd>{delivery.lastDurationMs === null || delivery.lastDurationMs === undefined ? '—' : `${delivery.lastDurationMs} ms`}</dd>
                </div>
                <div>
                  <dt>Attempts</dt>
                  <dd>{delivery.attempts}</dd>
                </div>
                <div>
                  <dt>When</dt>
                  <dd>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt)}</dd>
                </div>
              </dl>
              <Button $variant="ghost" $size="sm" onPress={() => onResend(delivery.id)} isDisabled={busy} aria-label={`Resend ${eventName(delivery.eventType)} of ${formatDateTime(delivery.createdAt)}`}>
                Resend
              </Button>
            </Row>
          ))}
        </Deliveries>
      )}
    </Card>
  );
}

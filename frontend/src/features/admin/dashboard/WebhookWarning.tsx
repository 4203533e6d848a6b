import styled from 'styled-components';
import { paths } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import type { WebhookWarning_WebhookStatusFragment } from '../../../graphql/generated/graphql';
import { TextLink } from '../../../ui/Button';

export const WebhookWarning_webhookStatus = graphql(`
  fragment WebhookWarning_webhookStatus on WebhookStatus {
    disabledForFailing
    failing
  }
`);

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border: 1px solid ${({ theme }) => theme.color.warningText};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warningSoft};
  color: ${({ theme }) => theme.color.warningText};
  h2 {
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
  }
  a {
    color: inherit;
  }
`;

function endpoints(count: number): string {
  return `${count} webhook ${count === 1 ? 'endpoint' : 'endpoints'}`;
}

/** The dashboard's warning about webhook endpoints the store disabled, or that are failing now. Nothing when all is well. */
export function WebhookWarning({ webhooks }: { webhooks: WebhookWarning_WebhookStatusFragment }) {
  if (webhooks.disabledForFailing === 0 && webhooks.failing === 0) return null;
  const disabled = webhooks.disabledForFailing > 0;
  return (
    <Box role="status" aria-labelledby="webhook-warning-heading">
      <h2 id="webhook-warning-heading">{disabled ? 'Webhooks were disabled' : 'Webhook deliveries are failing'}</h2>
      {disabled ? (
        <p>
          {endpoints(webhooks.disabledForFailing)} failed every delivery for a day and {webhooks.disabledForFailing === 1 ? 'was' : 'were'} disabled: the
          third parties behind {webhooks.disabledForFailing === 1 ? 'it hear' : 'them hear'} nothing from the store. See{' '}
          <TextLink to={paths.admin.webhooks}>Webhooks</TextLink>.
        </p>
      ) : null}
      {webhooks.failing > 0 ? (
        <p>
          {endpoints(webhooks.failing)} {webhooks.failing === 1 ? 'is' : 'are'} failing; deliveries are retried. See{' '}
          <TextLink to={paths.admin.webhooks}>Webhooks</TextLink>.
        </p>
      ) : null}
    </Box>
  );
}

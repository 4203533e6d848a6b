import { paths } from '../../../app/paths';
import { graphql } from '../../../graphql/generated';
import type { WebhookWarning_WebhookStatusFragment } from '../../../graphql/generated/graphql';
import { TextLink } from '../../../ui/Button';
import { WarningNotice } from '../../../ui/Notice';

export const WebhookWarning_webhookStatus = graphql(`
  fragment WebhookWarning_webhookStatus on WebhookStatus {
    disabledForFailing
    failing
  }
`);

function endpoints(count: number): string {
  return `${count} webhook ${count === 1 ? 'endpoint' : 'endpoints'}`;
}

/** The dashboard's warning about webhook endpoints the store disabled, or that are failing now. Nothing when all is well. */
export function WebhookWarning({ webhooks }: { webhooks: WebhookWarning_WebhookStatusFragment }) {
  if (webhooks.disabledForFailing === 0 && webhooks.failing === 0) return null;
  const disabled = webhooks.disabledForFailing > 0;
  return (
    <WarningNotice role="status" aria-labelledby="webhook-warning-heading">
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
    </WarningNotice>
  );
}

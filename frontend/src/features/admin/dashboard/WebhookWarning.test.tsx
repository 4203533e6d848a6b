import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WebhookWarning } from './WebhookWarning';

const webhooks = (disabledForFailing: number, failing: number) => ({ __typename: 'WebhookStatus' as const, disabledForFailing, failing });

describe('the dashboard webhook warning', () => {
  it('says an endpoint was disabled for failing, and links to the Webhooks screen', () => {
    renderWithProviders(<WebhookWarning webhooks={webhooks(1, 0)} />);
    expect(screen.getByRole('status', { name: 'Webhooks were disabled' })).toHaveTextContent(
      '1 webhook endpoint failed every delivery for a day and was disabled',
    );
    expect(screen.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', '/admin/webhooks');
  });

  it('warns of endpoints failing now', () => {
    renderWithProviders(<WebhookWarning webhooks={webhooks(0, 2)} />);
    expect(screen.getByRole('status', { name: 'Webhook deliveries are failing' })).toHaveTextContent('2 webhook endpoints are failing');
  });

  it('says nothing when every endpoint delivers', () => {
    const { container } = renderWithProviders(<WebhookWarning webhooks={webhooks(0, 0)} />);
    expect(container).toBeEmptyDOMElement();
  });
});

import { graphql } from '../../../graphql/generated';

export const AdminWebhookDelivery_delivery = graphql(`
  fragment AdminWebhookDelivery_delivery on WebhookDelivery {
    id
    eventId
    eventType
    status
    attempts
    lastStatusCode
    lastDurationMs
    lastError
    lastAttemptAt
    createdAt
  }
`);

export const AdminWebhookEndpoint_endpoint = graphql(`
  fragment AdminWebhookEndpoint_endpoint on WebhookEndpoint {
    id
    url
    description
    events
    enabled
    disabledReason
    disabledAt
    failingSince
    createdAt
    deliveries(first: 10) {
      id
      ...AdminWebhookDelivery_delivery
    }
  }
`);

/** The /admin/webhooks route's query: every endpoint with its latest deliveries. */
export const AdminWebhooksQuery = graphql(`
  query AdminWebhooks {
    webhookEndpoints {
      id
      ...AdminWebhookEndpoint_endpoint
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        id
        url
      }
      secret
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      endpoint {
        id
        url
      }
      secret
      userErrors {
        code
        message
      }
    }
  }
`);

export const DisableWebhookEndpointMutation = graphql(`
  mutation DisableWebhookEndpoint($id: ID!) {
    disableWebhookEndpoint(id: $id) {
      endpoint {
        id
        enabled
        disabledReason
        disabledAt
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const EnableWebhookEndpointMutation = graphql(`
  mutation EnableWebhookEndpoint($id: ID!) {
    enableWebhookEndpoint(id: $id) {
      endpoint {
        id
        enabled
        disabledReason
        disabledAt
        failingSince
      }
      userErrors {
        code
        message
      }
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id) {
      deletedEndpointId
      userErrors {
        code
        message
      }
    }
  }
`);

export const ResendWebhookDeliveryMutation = graphql(`
  mutation ResendWebhookDelivery($id: ID!) {
    resendWebhookDelivery(id: $id) {
      delivery {
        id
        ...AdminWebhookDelivery_delivery
      }
      userErrors {
        code
        message
      }
    }
  }
`);

import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { Access, Auth } from '../../shared/auth-directive.js';
import { Dashboard } from '../dashboard/dashboard.types.js';
import { WebhookAttempt, WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';
import {
  CreateWebhookEndpointInput,
  CreateWebhookEndpointPayload,
  DeleteWebhookEndpointPayload,
  ResendWebhookDeliveryPayload,
  RotateWebhookSecretPayload,
  WEBHOOK_DELIVERIES_DEFAULT,
  WebhookDeliveriesArgs,
  WebhookEndpointPayload,
  WebhookStatus,
} from './webhooks.types.js';

const ENDPOINT_ID = { description: 'The webhook endpoint.' };

@Resolver(() => WebhookEndpoint)
export class WebhooksResolver {
  @Auth(Access.ADMIN)
  @Query(() => [WebhookEndpoint], { description: 'The webhook endpoints third parties registered through the back office, newest first.' })
  webhookEndpoints(@Ctx() ctx: RequestContext): Promise<WebhookEndpoint[]> {
    return ctx.services.webhooks.endpoints();
  }

  @Auth(Access.ADMIN)
  @Mutation(() => CreateWebhookEndpointPayload, {
    description: 'Registers a webhook endpoint and gives its signing secret, this once. The URL must reach a public address (SSRF guard).',
  })
  createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput, { description: 'The URL and the events wanted.' }) input: CreateWebhookEndpointInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CreateWebhookEndpointPayload> {
    return ctx.services.webhooks.createEndpoint(input);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => RotateWebhookSecretPayload, { description: 'Replaces the endpoint’s signing secret and gives the new one, this once.' })
  rotateWebhookSecret(@Arg('id', () => ID, ENDPOINT_ID) id: string, @Ctx() ctx: RequestContext): Promise<RotateWebhookSecretPayload> {
    return ctx.services.webhooks.rotateSecret(id);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => WebhookEndpointPayload, { description: 'Stops sending to the endpoint; events published meanwhile are not kept for it.' })
  disableWebhookEndpoint(@Arg('id', () => ID, ENDPOINT_ID) id: string, @Ctx() ctx: RequestContext): Promise<WebhookEndpointPayload> {
    return ctx.services.webhooks.disableEndpoint(id);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => WebhookEndpointPayload, {
    description: 'Sends to the endpoint again (one the store disabled for failing included); deliveries that waited go at once.',
  })
  enableWebhookEndpoint(@Arg('id', () => ID, ENDPOINT_ID) id: string, @Ctx() ctx: RequestContext): Promise<WebhookEndpointPayload> {
    return ctx.services.webhooks.enableEndpoint(id);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => DeleteWebhookEndpointPayload, { description: 'Deletes the endpoint and its deliveries.' })
  deleteWebhookEndpoint(@Arg('id', () => ID, ENDPOINT_ID) id: string, @Ctx() ctx: RequestContext): Promise<DeleteWebhookEndpointPayload> {
    return ctx.services.webhooks.deleteEndpoint(id);
  }

  @Auth(Access.ADMIN)
  @Mutation(() => ResendWebhookDeliveryPayload, {
    description: 'Sends a delivery again with the same event id and body, as soon as possible. Refused (INVALID_STATE) while it is being sent.',
  })
  resendWebhookDelivery(
    @Arg('id', () => ID, { description: 'The delivery.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<ResendWebhookDeliveryPayload> {
    return ctx.services.webhooks.resendDelivery(id);
  }

  // Endpoints are reached through admin-only root fields alone; the service checks again.
  @FieldResolver(() => [WebhookDelivery], { description: 'Its deliveries, newest first.' })
  deliveries(@Root() endpoint: WebhookEndpoint, @Args(() => WebhookDeliveriesArgs) args: WebhookDeliveriesArgs, @Ctx() ctx: RequestContext): Promise<WebhookDelivery[]> {
    return ctx.services.webhooks.deliveries(endpoint, args.first ?? WEBHOOK_DELIVERIES_DEFAULT);
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  // Deliveries are reached through admin-only root fields alone; the service checks again.
  @FieldResolver(() => [WebhookAttempt], { description: 'Every attempt at it, the first first: status, time taken, error.' })
  attemptLog(@Root() delivery: WebhookDelivery, @Ctx() ctx: RequestContext): Promise<WebhookAttempt[]> {
    return ctx.services.webhooks.attemptLog(delivery);
  }
}

@Resolver(() => Dashboard)
export class DashboardWebhooksResolver {
  @FieldResolver(() => WebhookStatus, { description: 'Webhook endpoints failing, or disabled by the store for failing.' })
  webhooks(@Ctx() ctx: RequestContext): Promise<WebhookStatus> {
    return ctx.services.webhooks.status();
  }
}

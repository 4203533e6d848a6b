import { ArgsType, Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { UserError } from '../../shared/user-error.js';
import { StoreEventType } from '../events/event-bus.js';
import { WebhookDelivery } from './webhook-delivery.entity.js';
import { WebhookEndpoint } from './webhook-endpoint.entity.js';

export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 200;
export const WEBHOOK_DELIVERIES_DEFAULT = 20;
export const WEBHOOK_DELIVERIES_MAX = 100;

@InputType({ description: 'A new webhook endpoint.' })
export class CreateWebhookEndpointInput {
  @Field(() => String, {
    description:
      'Where to POST the events: an http(s) URL whose host resolves to public addresses only (loopback, private and link-local ones are refused unless the store allows them, WEBHOOK_ALLOW_PRIVATE_TARGETS).',
  })
  url!: string;

  @Field(() => [StoreEventType], { description: 'The events to deliver to it; at least one.' })
  events!: StoreEventType[];

  @Field(() => String, { nullable: true, description: `What it is for, for the admins: at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters.` })
  description?: string | null;
}

@ObjectType({ description: 'The endpoint made, and its signing secret: shown here once and never again.' })
export class CreateWebhookEndpointPayload {
  @Field(() => WebhookEndpoint, { nullable: true, description: 'The endpoint; null when refused.' })
  endpoint!: WebhookEndpoint | null;

  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (`whsec_...`) the receiver verifies Threadline-Signature with. It cannot be read again: store it now.',
  })
  secret!: string | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The endpoint with its new signing secret: shown here once and never again.' })
export class RotateWebhookSecretPayload {
  @Field(() => WebhookEndpoint, { nullable: true, description: 'The endpoint; null when refused.' })
  endpoint!: WebhookEndpoint | null;

  @Field(() => String, { nullable: true, description: 'The new signing secret; the old one signs nothing from now on. It cannot be read again.' })
  secret!: string | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The endpoint as changed.' })
export class WebhookEndpointPayload {
  @Field(() => WebhookEndpoint, { nullable: true, description: 'The endpoint; null when refused.' })
  endpoint!: WebhookEndpoint | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The endpoint deleted, with its deliveries.' })
export class DeleteWebhookEndpointPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the deleted endpoint; null when refused.' })
  deletedEndpointId!: string | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The delivery, due to be sent again.' })
export class ResendWebhookDeliveryPayload {
  @Field(() => WebhookDelivery, { nullable: true, description: 'The delivery; null when refused.' })
  delivery!: WebhookDelivery | null;

  @Field(() => [UserError], { description: 'Why it was refused; empty on success.' })
  userErrors!: UserError[];
}

@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => Int, {
    nullable: true,
    defaultValue: WEBHOOK_DELIVERIES_DEFAULT,
    description: `How many deliveries, newest first: 1-${WEBHOOK_DELIVERIES_MAX}; anything else is refused (BAD_USER_INPUT).`,
  })
  first?: number | null;
}

@ObjectType({ description: 'How the webhook endpoints stand, for the dashboard.' })
export class WebhookStatus {
  @Field(() => Int, { description: 'Endpoints the store disabled because every delivery to them failed for a day.' })
  disabledForFailing!: number;

  @Field(() => Int, { description: 'Enabled endpoints whose latest deliveries are failing.' })
  failing!: number;
}

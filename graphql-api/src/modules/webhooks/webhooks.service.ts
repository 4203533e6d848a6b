import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestScope } from '../../request-scope.js';
import { Access } from '../../shared/auth-directive.js';
import { badInput } from '../../shared/errors.js';
import { UserError, UserErrorCode } from '../../shared/user-error.js';
import { isUuid } from '../catalog/ids.js';
import { OUTBOX_CHANNEL } from '../outbox/outbox-worker.js';
import { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from './webhook-delivery.entity.js';
import { WebhookDisabledReason, WebhookEndpoint } from './webhook-endpoint.entity.js';
import { newWebhookSecret } from './webhook-signature.js';
import { parseWebhookUrl, resolveWebhookTarget, WebhookTargetError } from './webhook-target.js';
import {
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  WEBHOOK_DELIVERIES_MAX,
  type CreateWebhookEndpointInput,
  type CreateWebhookEndpointPayload,
  type DeleteWebhookEndpointPayload,
  type ResendWebhookDeliveryPayload,
  type RotateWebhookSecretPayload,
  type WebhookEndpointPayload,
  type WebhookStatus,
} from './webhooks.types.js';

const endpointNotFound = () => UserError.of(UserErrorCode.NOT_FOUND, 'Webhook endpoint not found', 'id');
const deliveryNotFound = () => UserError.of(UserErrorCode.NOT_FOUND, 'Webhook delivery not found', 'id');

/**
 * Notifies the workers when `em`'s transaction commits, not before: a worker woken earlier would
 * look while the row is still locked and unchanged, and sleep until its next poll.
 */
async function wakeAtCommit(em: EntityManager): Promise<void> {
  await em.execute(`select pg_notify('${OUTBOX_CHANNEL}', '')`);
}

/** The back office's webhook endpoints: admins only, on every face. */
export class WebhooksService {
  constructor(private readonly scope: RequestScope) {}

  /** Every endpoint, newest first. */
  async endpoints(): Promise<WebhookEndpoint[]> {
    this.requireAdmin();
    return this.scope.em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /**
   * Checks the URL (scheme, then every address its host resolves to: the SSRF guard) and the
   * events, and makes the endpoint with a new secret, given back this once.
   */
  async createEndpoint(input: CreateWebhookEndpointInput): Promise<CreateWebhookEndpointPayload> {
    this.requireAdmin();
    const refused = (error: UserError) => ({ endpoint: null, secret: null, userErrors: [error] });
    const description = input.description?.trim() || null;
    if (description !== null && [...description].length > MAX_WEBHOOK_DESCRIPTION_LENGTH) {
      return refused(UserError.of(UserErrorCode.INVALID_INPUT, `The description must be at most ${MAX_WEBHOOK_DESCRIPTION_LENGTH} characters`, 'description'));
    }
    if (input.events.length === 0) return refused(UserError.of(UserErrorCode.INVALID_INPUT, 'Choose at least one event to deliver', 'events'));
    const url = input.url.trim();
    try {
      await resolveWebhookTarget(parseWebhookUrl(url), this.scope.deps.config.webhookAllowPrivateTargets);
    } catch (error) {
      if (error instanceof WebhookTargetError) return refused(UserError.of(UserErrorCode.INVALID_INPUT, error.message, 'url'));
      throw error;
    }
    const secret = newWebhookSecret();
    const endpoint = new WebhookEndpoint({ url, description, events: input.events, secret });
    await this.scope.em.persist(endpoint).flush();
    return { endpoint, secret, userErrors: [] };
  }

  /** A new secret replaces the old at once; the deliveries not sent yet are signed with the new one. */
  async rotateSecret(id: string): Promise<RotateWebhookSecretPayload> {
    this.requireAdmin();
    const endpoint = await this.findEndpoint(id);
    if (!endpoint) return { endpoint: null, secret: null, userErrors: [endpointNotFound()] };
    const secret = newWebhookSecret();
    endpoint.secret = secret;
    await this.scope.em.flush();
    return { endpoint, secret, userErrors: [] };
  }

  async disableEndpoint(id: string): Promise<WebhookEndpointPayload> {
    this.requireAdmin();
    const endpoint = await this.findEndpoint(id);
    if (!endpoint) return { endpoint: null, userErrors: [endpointNotFound()] };
    if (endpoint.enabled) {
      Object.assign(endpoint, { enabled: false, disabledReason: WebhookDisabledReason.ADMIN, disabledAt: new Date() });
      await this.scope.em.flush();
    }
    return { endpoint, userErrors: [] };
  }

  /**
   * Starts afresh: the failing clock is reset (or the first failure would disable it again), and
   * the deliveries that waited while it was disabled are due now.
   */
  async enableEndpoint(id: string): Promise<WebhookEndpointPayload> {
    this.requireAdmin();
    return this.scope.em.transactional(async (em) => {
      const endpoint = await this.findEndpoint(id, em);
      if (!endpoint) return { endpoint: null, userErrors: [endpointNotFound()] };
      if (!endpoint.enabled) {
        Object.assign(endpoint, { enabled: true, disabledReason: null, disabledAt: null, failingSince: null });
        await em.flush();
        await em.execute(`update webhook_delivery set next_attempt_at = now(), updated_at = now() where endpoint_id = ? and status = 'PENDING'`, [endpoint.id]);
        await wakeAtCommit(em);
      }
      return { endpoint, userErrors: [] };
    });
  }

  async deleteEndpoint(id: string): Promise<DeleteWebhookEndpointPayload> {
    this.requireAdmin();
    const deleted = isUuid(id) ? await this.scope.em.nativeDelete(WebhookEndpoint, { id }) : 0;
    if (deleted === 0) return { deletedEndpointId: null, userErrors: [endpointNotFound()] };
    return { deletedEndpointId: id, userErrors: [] };
  }

  /**
   * Sends the delivery again, with the same event id and body, as soon as a worker is free: a
   * delivered one once more, a waiting one now instead of at its next retry. One being sent at
   * this moment is refused, so that no delivery is ever attempted twice at once.
   */
  async resendDelivery(id: string): Promise<ResendWebhookDeliveryPayload> {
    this.requireAdmin();
    if (!isUuid(id)) return { delivery: null, userErrors: [deliveryNotFound()] };
    return this.scope.em.transactional(async (em) => {
      const [row] = await em.execute<Array<{ id: string; claimed: boolean }>>(
        `select id, coalesce(claimed_until > now(), false) as claimed from webhook_delivery where id = ? for update`,
        [id],
      );
      if (!row) return { delivery: null, userErrors: [deliveryNotFound()] };
      if (row.claimed) {
        return { delivery: null, userErrors: [UserError.of(UserErrorCode.INVALID_STATE, 'This delivery is being sent right now; try again in a moment', 'id')] };
      }
      await em.execute(
        `update webhook_delivery set status = ?, next_attempt_at = now(), delivered_at = null, updated_at = now() where id = ?`,
        [WebhookDeliveryStatus.PENDING, id],
      );
      await wakeAtCommit(em);
      return { delivery: await em.findOneOrFail(WebhookDelivery, id, { refresh: true }), userErrors: [] };
    });
  }

  /** The endpoint's deliveries, newest first. */
  async deliveries(endpoint: WebhookEndpoint, first: number): Promise<WebhookDelivery[]> {
    this.requireAdmin();
    if (!Number.isInteger(first) || first < 1 || first > WEBHOOK_DELIVERIES_MAX) throw badInput(`first must be from 1 to ${WEBHOOK_DELIVERIES_MAX}`, 'first');
    return this.scope.em.find(WebhookDelivery, { endpoint: endpoint.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: first });
  }

  /** Each attempt at the delivery, first first. */
  async attemptLog(delivery: WebhookDelivery): Promise<WebhookAttempt[]> {
    this.requireAdmin();
    return this.scope.em.find(WebhookAttempt, { delivery: delivery.id }, { orderBy: { attempt: 'asc' } });
  }

  /** For the dashboard's warning. */
  async status(): Promise<WebhookStatus> {
    this.requireAdmin();
    const [counts] = await this.scope.em.execute<Array<WebhookStatus>>(
      `select count(*) filter (where not enabled and disabled_reason = ?)::int as "disabledForFailing",
              count(*) filter (where enabled and failing_since is not null)::int as "failing"
         from webhook_endpoint`,
      [WebhookDisabledReason.FAILING],
    );
    return counts ?? { disabledForFailing: 0, failing: 0 };
  }

  private async findEndpoint(id: string, em: EntityManager = this.scope.em): Promise<WebhookEndpoint | null> {
    if (!isUuid(id)) return null;
    return em.findOne(WebhookEndpoint, { id });
  }

  // The @auth directive guards the GraphQL fields; this guards every other caller.
  private requireAdmin(): void {
    this.scope.requireViewer(Access.ADMIN);
  }
}


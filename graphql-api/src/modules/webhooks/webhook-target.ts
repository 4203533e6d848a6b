import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_TARGETS is on: the store's own
 * machine and network (loopback, private, link-local, carrier-grade NAT), and addresses no public
 * service listens on (unspecified, multicast, reserved). Node's BlockList also matches IPv4
 * addresses written as IPv4-mapped IPv6 (::ffff:127.0.0.1).
 */
const INTERNAL = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Why a webhook URL is refused; the message is safe to show to the admin. */
export class WebhookTargetError extends Error {}

export const MAX_WEBHOOK_URL_LENGTH = 2000;

/** Whether the address belongs to the store's own network or to no public host. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return INTERNAL.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** The URL, parsed, when it is one a webhook may be sent to (before its host is resolved). */
export function parseWebhookUrl(raw: string): URL {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) throw new WebhookTargetError(`The URL must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError('Enter a full URL, like https://example.com/webhooks');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new WebhookTargetError('The URL must start with https:// or http://');
  if (url.username || url.password) throw new WebhookTargetError('The URL must not hold a user name or password: deliveries are signed instead');
  if (url.hash) throw new WebhookTargetError('The URL must not have a #fragment');
  return url;
}

/**
 * The addresses the URL's host resolves to, every one checked: a host with one internal address
 * among public ones is refused too, since the connection could pick it.
 */
export async function resolveWebhookTarget(url: URL, allowPrivate: boolean): Promise<ResolvedAddress[]> {
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: ResolvedAddress[];
  const literal = isIP(host);
  if (literal !== 0) {
    addresses = [{ address: host, family: literal as 4 | 6 }];
  } else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })) as ResolvedAddress[];
    } catch {
      throw new WebhookTargetError(`The host ${host} cannot be resolved`);
    }
    if (addresses.length === 0) throw new WebhookTargetError(`The host ${host} cannot be resolved`);
  }
  if (!allowPrivate) {
    const internal = addresses.find(({ address }) => isInternalAddress(address));
    if (internal) {
      throw new WebhookTargetError(
        `The URL's host ${host} is (or resolves to) ${internal.address}, an internal address: webhooks go to public addresses only (WEBHOOK_ALLOW_PRIVATE_TARGETS)`,
      );
    }
  }
  return addresses;
}

/** A lookup that answers only with the addresses already checked, so the connection goes where the check looked. */
function pinnedLookup(addresses: ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (error: null, addresses: ResolvedAddress[]) => void)(null, addresses);
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}

/** What is read of a receiver's answer at most: only its status matters. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs `body` to the URL, resolving its host here, refusing internal addresses (unless allowed),
 * and connecting to exactly the address checked: a DNS answer that changes between the check and
 * the connection (DNS rebinding) cannot steer it elsewhere. Redirects are not followed. Resolves
 * with the answer's status; rejects on a refused address, a network error or the timeout.
 */
export async function postWebhook(options: {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}): Promise<number> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const url = parseWebhookUrl(options.url);
  const addresses = await resolveWebhookTarget(url, options.allowPrivate);
  signal.throwIfAborted();
  const request = url.protocol === 'https:' ? https.request : http.request;
  return new Promise<number>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...options.headers, 'Content-Length': Buffer.byteLength(options.body).toString() },
        lookup: pinnedLookup(addresses),
        agent: false,
        signal,
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) {
            res.destroy();
            resolve(status);
          }
        });
        res.on('end', () => resolve(status));
        res.on('error', reject);
        res.on('close', () => resolve(status));
      },
    );
    req.on('error', (error: Error) => {
      if (signal.aborted) reject(new Error(`No answer within ${options.timeoutMs / 1000} s`));
      else reject(error);
    });
    req.end(options.body);
  });
}

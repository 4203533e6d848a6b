import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; data: Record<string, unknown> };
}

/** A third party's receiver on 127.0.0.1, run by the journey: it keeps what it got and answers 200. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, event: JSON.parse(body) as ReceivedWebhook['event'] });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/threadline`,
    received,
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The documented check: Threadline-Signature is `t=<unix>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`. */
export function signedWith(secret: string, delivery: ReceivedWebhook): boolean {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery.headers['threadline-signature'] ?? ''));
  if (!match) return false;
  return timingSafeEqual(Buffer.from(match[2]!, 'hex'), createHmac('sha256', secret).update(`${match[1]}.${delivery.body}`).digest());
}

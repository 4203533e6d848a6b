import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

export interface ReceivedDelivery {
  headers: IncomingHttpHeaders;
  body: string;
  event: { id: string; type: string; createdAt: string; data: Record<string, unknown> };
}

/** Answers one request: a status, or `'hang'` to answer nothing (the connection stays open). */
export type Answer = number | 'hang';

/**
 * A real HTTP receiver on 127.0.0.1 for webhook tests: it keeps every request it got and answers
 * what `answer` says for each (200 by default).
 */
export async function startWebhookReceiver(answer: (delivery: ReceivedDelivery, index: number) => Answer = () => 200) {
  const received: ReceivedDelivery[] = [];
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const delivery: ReceivedDelivery = { headers: req.headers, body, event: JSON.parse(body) as ReceivedDelivery['event'] };
      received.push(delivery);
      const status = answer(delivery, received.length - 1);
      if (status === 'hang') hanging.push(res);
      else res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    stop: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The documented check (README "Webhooks"): HMAC-SHA256 of `${t}.${body}` keyed by the secret, hex, compared in constant time. */
export function signatureIsValid(secret: string, delivery: ReceivedDelivery): boolean {
  const header = String(delivery.headers['threadline-signature'] ?? '');
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header);
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(`${match[1]}.${delivery.body}`).digest();
  return timingSafeEqual(Buffer.from(match[2]!, 'hex'), expected) && match[1] === delivery.headers['threadline-timestamp'];
}

#!/usr/bin/env node
// A Threadline webhook receiver with no dependencies (Node 20+): it checks each delivery's
// signature and age, drops repeats by event id, and answers 2xx only for what it accepted.
//
//   WEBHOOK_SECRET=whsec_... PORT=8787 node examples/webhook-receiver.mjs
//
// Register http(s)://<this host>:8787/ as an endpoint in the back office (Webhooks), and put the
// secret it shows once in WEBHOOK_SECRET. docs/api.md "Webhooks for third parties" explains it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';

/** Deliveries older than this are refused, so a captured one cannot be replayed later. */
const TOLERANCE_SECONDS = 5 * 60;

/**
 * Whether `signatureHeader` (Threadline-Signature: `t=<unix seconds>,v1=<hex>`) signs `rawBody`
 * with `secret`: v1 is HMAC-SHA256, keyed with the whole secret string, over `${t}.${rawBody}`.
 * Verify the raw bytes as received, before any JSON parsing.
 */
export function verifyThreadlineSignature(secret, signatureHeader, rawBody, nowSeconds = Math.floor(Date.now() / 1000)) {
  const parts = Object.fromEntries(
    String(signatureHeader ?? '')
      .split(',')
      .map((part) => part.trim().split('=', 2)),
  );
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || typeof parts.v1 !== 'string') return false;
  if (Math.abs(nowSeconds - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  // Constant time, so the answer's timing tells an attacker nothing about the right signature.
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Event ids already handled: a delivery is sent at least once, so a repeat must change nothing. */
const seen = new Set();

function handle(event) {
  // Your work here: update the ERP, notify the warehouse... Keep it quick, or queue it and answer.
  console.log(`Verified ${event.type} ${event.id}: ${JSON.stringify(event.data)}`);
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error('Set WEBHOOK_SECRET to the secret the back office showed when the endpoint was made.');
    process.exit(1);
  }
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      if (req.method !== 'POST' || !verifyThreadlineSignature(secret, req.headers['threadline-signature'], rawBody)) {
        console.log('Refused a delivery with a bad or old signature');
        res.writeHead(400).end();
        return;
      }
      const event = JSON.parse(rawBody);
      if (seen.has(event.id)) console.log(`Repeat of ${event.id}, already handled`);
      else {
        seen.add(event.id);
        handle(event);
      }
      res.writeHead(204).end();
    });
  });
  server.listen(Number(process.env.PORT ?? 8787), process.env.HOST ?? '127.0.0.1', () => {
    console.log(`Listening for Threadline webhooks on http://${process.env.HOST ?? '127.0.0.1'}:${server.address().port}/`);
  });
}

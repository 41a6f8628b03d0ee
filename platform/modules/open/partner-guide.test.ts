// The partner page's webhook section (issue 51) is generated from what the sender uses: its events,
// the header names it sends, its retry constants, and an example signed by its own signing function.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENTS } from '../../contract/open/webhook-messages';
import { partnerGuide } from './partner-document';
import { WEBHOOK_BACKOFF_MINUTES, WEBHOOK_PAUSE_AFTER, webhookHeaders } from './webhook-delivery';

describe('partner guide: webhooks', () => {
  const { webhooks } = partnerGuide();

  it('lists every subscribable event with its label', () => {
    expect(webhooks.events.map((e) => e.type)).toEqual([...WEBHOOK_EVENTS]);
    expect(webhooks.events.every((e) => e.label.length > 0)).toBe(true);
  });

  it('names exactly the event headers a delivery carries', () => {
    const sent = Object.keys(webhookHeaders('whsec_x', 'event-id', 'ping', '{}')).filter((name) => name.startsWith('x-'));
    expect(webhooks.headers.map((h) => h.name.toLowerCase()).sort()).toEqual(sent.sort());
    expect(webhooks.headers.map((h) => h.key)).toEqual(['id', 'event', 'timestamp', 'signature']);
  });

  it('states the retry schedule, the give-up time and the pause threshold the sender uses', () => {
    expect(webhooks.backoffMinutes).toEqual([...WEBHOOK_BACKOFF_MINUTES]);
    expect(webhooks.giveUpHours).toBe(24);
    expect(webhooks.pauseAfter).toBe(WEBHOOK_PAUSE_AFTER);
  });

  it('gives a worked example a receiver can verify: HMAC-SHA256 of "timestamp.body" with the secret, as a delivery is signed', () => {
    const { secret, timestamp, body, signature } = webhooks.example;
    expect(signature).toBe(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));
    expect(webhookHeaders(secret, 'id', 'ping', body, timestamp)['x-webhook-signature']).toBe(signature);
    expect(JSON.parse(body)).toMatchObject({ type: 'ping', id: expect.any(String), occurredAt: new Date(timestamp * 1000).toISOString() });
    // the shell example quotes the body in single quotes
    expect(body).not.toContain("'");
  });
});

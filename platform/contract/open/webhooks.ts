// Webhooks of the open platform (issue 51, decision 039): the events a company may subscribe to, the
// endpoint form, the rows of the endpoint list and of an endpoint's delivery log.
import { z } from 'zod';
import { idField } from '../ids';
import { pageFields, pageOf } from '../page';
import { WEBHOOK_EVENTS, WEBHOOK_MESSAGES as M } from './webhook-messages';

export { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES, WEBHOOK_STATUS_LABELS, DELIVERY_STATUS_LABELS, type WebhookEvent } from './webhook-messages';

/** A receiver's address: http(s) with a host; the platform adds production's rules (HTTPS, no private addresses). */
export const webhookUrl = z
  .string({ required_error: M.urlRequired, invalid_type_error: M.urlRequired })
  .trim()
  .min(1, M.urlRequired)
  .max(500, M.urlTooLong)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '' && !url.username && !url.password;
    } catch {
      return false;
    }
  }, M.urlInvalid);

export const webhookInput = z.object({
  url: webhookUrl,
  events: z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(z.enum(WEBHOOK_EVENTS, { errorMap: () => ({ message: M.eventUnknown }) }), {
        required_error: M.eventsRequired,
        invalid_type_error: M.eventsRequired,
      })
      .min(1, M.eventsRequired)
      .max(WEBHOOK_EVENTS.length, M.eventUnknown),
  ),
});

export const webhookIdInput = z.object({ id: idField(M.endpointNotFound) });
export const webhookPauseInput = z.object({
  id: idField(M.endpointNotFound),
  paused: z.boolean({ required_error: M.endpointNotFound, invalid_type_error: M.endpointNotFound }),
});
export const redeliverInput = z.object({ deliveryId: idField(M.deliveryNotFound) });

export const webhookRow = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.string()),
  secretHint: z.string(),
  status: z.enum(['active', 'paused', 'pausedByFailures']),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string(),
});

/** The one answer that carries the secret: shown once. */
export const createdWebhook = z.object({ id: z.number().int(), url: z.string(), secret: z.string() });

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const deliveryQuery = z.object({
  endpointId: idField(M.endpointNotFound),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DELIVERY_STATUSES, { errorMap: () => ({ message: M.statusUnknown }) }).optional()),
  type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(WEBHOOK_EVENTS, { errorMap: () => ({ message: M.eventUnknown }) }).optional()),
  ...pageFields(20, 50),
});

export const deliveryRow = z.object({
  id: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  lastHttpStatus: z.number().int().nullable(),
  lastLatencyMs: z.number().int().nullable(),
  lastAnswer: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  createdAt: z.string(),
});

export const deliveryPage = pageOf(deliveryRow).extend({ endpoint: webhookRow });

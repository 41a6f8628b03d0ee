// What the partner page (/open/docs) shows: the partner document's endpoints with their scope and
// fields, the signing rules and the gateway's error codes (issue 51).
import { z } from 'zod';

export const partnerGuide = z.object({
  /** the demo's sandbox key, when this start has the demo data (never in production) */
  sandbox: z.object({ keyId: z.string(), secret: z.string(), company: z.string() }).nullable(),
  signing: z.array(z.string()),
  errors: z.array(z.object({ code: z.number().int(), error: z.string(), message: z.string() })),
  /** webhooks (decision 039): what a receiver gets and how it checks it, from the constants the sender uses */
  webhooks: z.object({
    events: z.array(z.object({ type: z.string(), label: z.string() })),
    headers: z.array(z.object({ key: z.enum(['id', 'event', 'timestamp', 'signature']), name: z.string(), description: z.string() })),
    backoffMinutes: z.array(z.number().int()),
    giveUpHours: z.number(),
    pauseAfter: z.number().int(),
    timeoutSeconds: z.number(),
    /** a worked example: a ping body signed with an example secret by the platform's own signing function */
    example: z.object({ secret: z.string(), timestamp: z.number().int(), body: z.string(), signature: z.string() }),
  }),
  endpoints: z.array(
    z.object({
      method: z.string(),
      path: z.string(),
      summary: z.string(),
      tag: z.string(),
      scope: z.string(),
      fields: z.array(z.object({ name: z.string(), location: z.string(), required: z.boolean(), type: z.string(), description: z.string() })),
    }),
  ),
});

export type PartnerGuide = z.output<typeof partnerGuide>;

// API keys of the open platform (issue 51): what an administrator posts to make one, and the rows
// the key screen lists. Scopes are permission strings of the endpoints marked `open` in the route
// tables; the platform checks them against that list and against what the maker holds.
import { z } from 'zod';
import { idField } from '../ids';
import { OPEN_MESSAGES as M } from './messages';

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An IPv4 address or range (a.b.c.d/n) as typed; IPv6 entries pass through node's own check on the platform. */
export function isAllowListEntry(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address) return false;
  if (bits !== undefined && !(/^\d{1,2}$/.test(bits) && Number(bits) <= 32)) return false;
  return IPV4.test(address);
}

/** One entry a line, or separated by commas or spaces (a form's textarea), or a list (JSON). */
const allowList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(/[\s,，]+/)
          .map((s) => s.trim())
          .filter(Boolean)
      : (value ?? []),
  // one message for the whole list, so a form shows it at its one textarea
  z
    .array(z.string({ invalid_type_error: M.ipInvalid }), { invalid_type_error: M.ipInvalid })
    .max(20, M.ipTooMany)
    .refine((list) => list.every(isAllowListEntry), M.ipInvalid),
);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (s: string) => DAY.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

export const apiKeyInput = z.object({
  name: z.string({ required_error: M.nameRequired, invalid_type_error: M.nameRequired }).trim().min(1, M.nameRequired).max(30, M.nameTooLong),
  scopes: z
    .array(z.string({ invalid_type_error: M.scopeUnknown }).regex(/^[a-z]+:[A-Za-z]+:[A-Za-z]+$/, M.scopeUnknown), {
      required_error: M.scopesRequired,
      invalid_type_error: M.scopesRequired,
    })
    .min(1, M.scopesRequired)
    .max(50, M.scopeUnknown),
  ipAllowList: allowList,
  /** the last day it works (China time), or none */
  expiresOn: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string({ invalid_type_error: M.expiryInvalid }).refine(realDay, M.expiryInvalid).optional(),
  ),
});

export const revokeApiKeyInput = z.object({ id: idField(M.keyNotFound) });

export const apiKeyRow = z.object({
  id: z.number().int(),
  keyId: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
  ipAllowList: z.array(z.string()),
  secretHint: z.string(),
  status: z.enum(['active', 'revoked', 'expired']),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
});

/** The one answer that carries the secret: shown once, never stored. */
export const createdApiKey = z.object({ id: z.number().int(), keyId: z.string(), name: z.string(), secret: z.string() });

export const openScope = z.object({ permission: z.string(), summary: z.string(), method: z.string(), path: z.string() });

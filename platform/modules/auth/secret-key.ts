// One-time AES keys for encrypted password fields (spec 4 "fetch secret key; encrypt password
// with it"). The app encrypts with crypto-js (platform/contract/auth/crypto.ts); we decrypt with
// node:crypto: Base64(IV ‖ AES-128-CBC-PKCS7(key = hex secret, UTF-8 plaintext)).
import { createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { secretKeys } from '../../db/schema';
import { refuse } from '../../http/refusal';

export const SECRET_TTL_MS = 5 * 60_000;
export const SECRET_EXPIRED_MESSAGE = '密钥已失效，请重试';
export const BAD_CIPHERTEXT_MESSAGE = '加密数据无效';

export async function issueSecret(db: Db): Promise<{ secret: string; key: string }> {
  const secret = randomBytes(16).toString('hex');
  const key = randomUUID();
  await db.insert(secretKeys).values({ key, secret, expiresAt: new Date(Date.now() + SECRET_TTL_MS) });
  // Housekeeping, now and then: keys a day past expiry are of no use to anyone.
  if (Math.random() < 0.02) {
    await db.delete(secretKeys).where(lt(secretKeys.expiresAt, sql`now() - interval '1 day'`));
  }
  return { secret, key };
}

/** Marks the key used and returns its secret; null when unknown, already used or expired. */
export async function consumeSecret(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .update(secretKeys)
    .set({ usedAt: sql`now()` })
    .where(and(eq(secretKeys.key, key), isNull(secretKeys.usedAt), gt(secretKeys.expiresAt, sql`now()`)))
    .returning({ secret: secretKeys.secret });
  return row?.secret ?? null;
}

/** Decrypts one field; null when the value is not something `encryptWithSecret` produced with this secret. */
export function decryptField(b64: string, secretHex: string): string | null {
  if (!/^[0-9a-f]{32}$/i.test(secretHex) || !/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) return null;
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length < 32 || bytes.length % 16 !== 0) return null;
  try {
    const decipher = createDecipheriv('aes-128-cbc', Buffer.from(secretHex, 'hex'), bytes.subarray(0, 16));
    const plain = Buffer.concat([decipher.update(bytes.subarray(16)), decipher.final()]);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text;
  } catch {
    return null;
  }
}

/**
 * Consumes `secretKey` once and decrypts every given field with it. Missing fields stay
 * undefined. Refuses with '密钥已失效，请重试' or '加密数据无效'.
 */
export async function decryptFields<K extends string>(
  db: Db,
  secretKey: string,
  fields: Partial<Record<K, string | undefined>>,
): Promise<Partial<Record<K, string>>> {
  const secret = await consumeSecret(db, secretKey);
  if (!secret) refuse(SECRET_EXPIRED_MESSAGE);
  const out: Partial<Record<K, string>> = {};
  for (const [name, value] of Object.entries(fields) as Array<[K, string | undefined]>) {
    if (value === undefined || value === '') continue;
    const plain = decryptField(value, secret);
    if (plain === null) refuse(BAD_CIPHERTEXT_MESSAGE);
    out[name] = plain;
  }
  return out;
}

// CSRF tokens on every mutating form (basic browsers may ignore SameSite), and the honeypot of
// the public forms. Both come from remix-utils; the field names are part of the spec's forms.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { createCookie } from '@remix-run/node';
import { CSRF, CSRFError } from 'remix-utils/csrf/server';
import { Honeypot, SpamError } from 'remix-utils/honeypot/server';
import { appEnv } from './env.server';

let csrf: CSRF | undefined;
let honeypot: Honeypot | undefined;

export const CSRF_FIELD = 'csrf';

function csrfInstance(): CSRF {
  const env = appEnv();
  csrf ??= new CSRF({
    cookie: createCookie('csrf', {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: env.NODE_ENV === 'production',
      secrets: env.sessionSecrets,
    }),
    formDataKey: CSRF_FIELD,
    secret: env.sessionSecrets[0],
  });
  return csrf;
}

/**
 * remix-utils' honeypot with its timestamp sealed by Node's AES-256-GCM instead of crypto-js's
 * passphrase AES, which derives a key on every call: the root loader seals one timestamp per page
 * view, and that was a tenth of a public page's server time in a CPU profile. GCM also makes a
 * tampered value fail to open instead of decrypting to noise.
 */
class SealedHoneypot extends Honeypot {
  readonly #key: Buffer;

  constructor(seed: string) {
    super({ encryptionSeed: seed, validFromFieldName: 'from__confirm' });
    this.#key = createHash('sha256').update(`honeypot:${seed}`).digest();
  }

  protected override randomValue(): string {
    return randomBytes(16).toString('hex');
  }

  protected override encrypt(value: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  protected override decrypt(value: string): string {
    try {
      const raw = Buffer.from(value, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.#key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return ''; // not ours or altered: check() reports an invalid timestamp
    }
  }
}

export function honeypotInstance(): Honeypot {
  honeypot ??= new SealedHoneypot(appEnv().sessionSecrets[0]);
  return honeypot;
}

/** The token for this visitor, and the Set-Cookie to send when it is new. */
export function commitCsrfToken(request: Request) {
  return csrfInstance().commitToken(request);
}

/**
 * Throws a 403 response unless the form carries the visitor's CSRF token. Call it first in
 * every action, before anything changes.
 */
export async function validateCsrf(formData: FormData, headers: Headers): Promise<void> {
  try {
    await csrfInstance().validate(formData, headers);
  } catch (error) {
    if (error instanceof CSRFError) {
      throw new Response('页面已过期或请求来源无效，请刷新页面后重试', { status: 403, statusText: 'Forbidden' });
    }
    throw error;
  }
}

export const HONEYPOT_MESSAGE = '提交未成功：“此项请留空”一栏须为空，请清空后重新提交';

/**
 * The honeypot check of a public form: null when it passes, else the message the form shows
 * (the action re-renders the form with what was typed, never a bare 400 page).
 */
export async function honeypotProblem(formData: FormData): Promise<string | null> {
  try {
    await honeypotInstance().check(formData);
    return null;
  } catch (error) {
    if (error instanceof SpamError) return HONEYPOT_MESSAGE;
    throw error;
  }
}

/** Throws a 400 response when a bot filled the honeypot field of a public form. */
export async function checkHoneypot(formData: FormData): Promise<void> {
  if (await honeypotProblem(formData)) throw new Response('提交被拒绝，请刷新页面后重试', { status: 400, statusText: 'Bad Request' });
}

// The 60 s wait after an SMS code was sent, remembered in the session so the server can render
// the remaining seconds (and a disabled button) without client JS.
import { LIMITS } from '#contract/limits';
import type { AppSession } from '#app/utils/session.server';

const slot = (type: string, phone: string) => `${type}:${phone}`;

export function markSmsSent(session: AppSession, type: string, phone: string, now = Date.now()) {
  const sent = { ...(session.get('smsSentAt') ?? {}) };
  // Keep the map small: forget waits that are over.
  for (const [key, at] of Object.entries(sent)) if (now - at > LIMITS.smsResendSeconds * 1000) delete sent[key];
  sent[slot(type, phone)] = now;
  session.set('smsSentAt', sent);
}

/** Seconds until another code may be requested for this phone and purpose (0 = now). */
export function smsSecondsLeft(session: AppSession, type: string, phone: string | null | undefined, now = Date.now()) {
  if (!phone) return 0;
  const at = session.get('smsSentAt')?.[slot(type, phone)];
  if (!at) return 0;
  return Math.max(0, LIMITS.smsResendSeconds - Math.floor((now - at) / 1000));
}

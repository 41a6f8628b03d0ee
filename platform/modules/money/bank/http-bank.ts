// The custody bank over HTTPS: JSON requests to {BANK_URL}/api/<function>, signed with
// HMAC-SHA256 over the exact body under BANK_SECRET (header X-Bank-Signature), naming the platform
// (BANK_PLATFORM_ID) and the call's serial. The answer is { code, message, data }; code '000000'
// is success. No answer within BANK_TIMEOUT_MS is an unknown outcome, never a failure: the money
// stays where the ledger put it until `query` or the reconciliation file says what happened.
import { hmacHex, hmacMatches } from '../../../http/signing';
import type { BankOutcome, CustodyBank } from './port';

export const BANK_OK = '000000';
export type BankSettings = { url: string; platformId: string; secret: string; timeoutMs: number };

// The scheme of platform/http/signing.ts (shared with the open API) over the bank's exact body.
export const signBody = (secret: string, body: string) => hmacHex(secret, body);

export const signatureMatches = (secret: string, body: string, signature: string | null | undefined): boolean => hmacMatches(secret, body, signature);

type Answer = { code?: unknown; message?: unknown; data?: unknown };

export function httpBank(settings: BankSettings): CustodyBank {
  async function call<T>(fn: string, serial: string, fields: Record<string, unknown>): Promise<BankOutcome<T>> {
    const body = JSON.stringify({ platformId: settings.platformId, serial, requestedAt: Date.now(), ...fields });
    let answer: Answer;
    try {
      const res = await fetch(`${settings.url.replace(/\/$/, '')}/api/${fn}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-bank-signature': signBody(settings.secret, body) },
        body,
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      // A 5xx or a body that is not the bank's answer says nothing about whether the bank acted.
      if (res.status >= 500) return { status: 'unknown', message: `HTTP ${res.status}` };
      answer = (await res.json()) as Answer;
    } catch (error) {
      return { status: 'unknown', message: error instanceof Error ? error.message : String(error) };
    }
    if (typeof answer?.code !== 'string') return { status: 'unknown', message: 'unreadable answer' };
    if (answer.code !== BANK_OK) return { status: 'failed', code: answer.code, message: String(answer.message ?? '') };
    return { status: 'succeeded', data: (answer.data ?? {}) as T };
  }
  return {
    configured: true,
    openMember: (serial, input) => call('member/open', serial, input),
    bindPersonalCard: (serial, input) => call('card/bindPersonal', serial, input),
    confirmPersonalCard: (serial, input) => call('card/confirmPersonal', serial, input),
    bindCompanyCard: (serial, input) => call('card/bindCompany', serial, input),
    verifyCompanyCard: (serial, input) => call('card/verifyCompany', serial, input),
    unbindCard: (serial, input) => call('card/unbind', serial, input),
    withdraw: (serial, input) => call('withdraw', serial, input),
    transfer: (serial, input) => call('transfer', serial, input),
    query: (serial, original) => call('query', serial, { original }),
    reconciliation: (serial, day) => call('reconciliation', serial, { day }),
  };
}

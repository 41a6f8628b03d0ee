// requiresPass (spec 6): which users may open a 'pass' screen, and the message for those who
// may not. The app's guard shows it; platform endpoints of those screens apply the same rule.
import { MESSAGES_8 } from '../codes';
import type { UserInfo } from './user';

export type PassKind = 'realName' | 'invoice' | 'agent';

const AGENT_ROLES = new Set(['agent', 'individual_agent']);

/** null when the user passes; otherwise the spec's message for this kind of user. */
export function passDenialMessage(user: Pick<UserInfo, 'role' | 'authStatus' | 'company' | 'individual'>, kind: PassKind = 'realName'): string | null {
  if (kind === 'invoice') return user.company === 'y' ? null : MESSAGES_8.noInvoiceQualification;
  if (kind === 'agent' || AGENT_ROLES.has(user.role)) {
    return user.company === 'y' || user.individual === 'y' ? null : MESSAGES_8.noBusinessQualification;
  }
  if (user.role === 'driver') return null;
  return user.authStatus === '2' ? null : MESSAGES_8.notRealNameAuthed;
}

// The public layout's data: site facts for header and footer, the signed-in user's header badge.
// Labels are resolved here so the layout's client chunk carries no dictionaries or contract schemas.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { USER_ROLE } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { POLICY_PAGES } from '#contract/portal/schemas';
import type { Role } from '#contract/auth/user';
import type { HeaderUser } from '#app/features/portal/public-header';
import { optionalUser } from '#app/utils/auth.server';
import { api } from '#app/utils/api.server';

/** The workbench button is hidden for agents (spec 6). */
const NO_WORKBENCH: Role[] = ['agent', 'individual_agent'];

export async function loadPublicLayout(args: LoaderFunctionArgs) {
  // siteInfo carries the customer phone (the same system parameter getCustomerPhone answers): one
  // platform call a public page, not two (decision 009, lever 28).
  const [site, user] = await Promise.all([api.system.siteInfo(args, {}, { token: null }), optionalUser(args)]);
  const headerUser: HeaderUser | null = user
    ? {
        name: user.realName || user.memberName || `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`,
        role: user.role,
        roleLabel: labelIn(USER_ROLE, user.role) || user.role,
        showWorkbench: !NO_WORKBENCH.includes(user.role),
      }
    : null;
  return { site, user: headerUser, policies: POLICY_PAGES };
}

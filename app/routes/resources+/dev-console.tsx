// /resources/dev-console: what the developer console shows (dev tools on local/test hosts only,
// else 404): the platform's OpenAPI document, who is signed in (never the token), and the user's
// latest platform requests.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { USER_ROLE } from '#contract/company/dictionaries';
import { labelIn } from '#contract/dictionaries';
import { optionalUser } from '#app/utils/auth.server';
import { devToolsEnabled } from '#app/features/dev/dev-tools.server';
import { api } from '#app/utils/api.server';
import type { RecordedRequest } from '#contract/dev/api';

export async function loader(args: LoaderFunctionArgs) {
  if (!devToolsEnabled(args.request)) throw new Response('Not Found', { status: 404 });
  const user = await optionalUser(args);
  const [openapi, requests] = await Promise.all([
    api.dev.openapi(args, {}, { token: null }),
    user ? api.dev.requests(args) : Promise.resolve([] as RecordedRequest[]),
  ]);
  const auth = user
    ? {
        userId: user.userId,
        name: user.realName || user.memberName || '',
        mobile: user.mobile,
        role: `${labelIn(USER_ROLE, user.role) || user.role}（${user.role}）`,
        roles: user.roles.map((r) => labelIn(USER_ROLE, r) || r),
        company: user.companyName ? `${user.companyName}（编号 ${user.companyId}）` : '无',
        authStatus: user.authStatus === '2' ? '已实名认证' : '未实名认证',
      }
    : null;
  return Response.json({ openapi, auth, requests, requestId: args.context.requestId ?? '' }, { headers: { 'Cache-Control': 'no-store' } });
}

// GET /resources/captcha/{key} — the picture of an image code (图形验证码) that a form links to.
// Pages link it rather than inline a data URL, which would weigh on every public form twice (markup
// and hydration data).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { MESSAGES_8 } from '#contract/codes';
import { IMAGE_CODE_PATH } from '#contract/auth/api';
import { UUID_PATTERN } from '#app/utils/files';
import { download } from '#app/utils/platform.server';

const gone = () => new Response(MESSAGES_8.loadFailed, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

/** The PNG of a live image code; anything else (an unknown or used key, no platform) is the same 404. */
export async function loader(args: LoaderFunctionArgs) {
  const key = args.params.key ?? '';
  if (!UUID_PATTERN.test(key)) return gone();
  const answer = await download(args, IMAGE_CODE_PATH(key), { accept: 'image/png' });
  if (!answer?.ok) return gone();
  return new Response(answer.response.body, {
    status: 200,
    headers: {
      'content-type': 'image/png',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

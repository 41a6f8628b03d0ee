// GET /resources/captcha/{key} — the picture of an image code (图形验证码) that a form links to.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyCaptcha } from '#app/features/files/files.server';

export function loader(args: LoaderFunctionArgs) {
  return proxyCaptcha(args, args.params.key ?? '');
}

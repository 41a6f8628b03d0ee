// GET /actions/downloadContract/?uuid=… (spec 7's file URL) — a contract's PDF, frozen or signed,
// as an attachment: its parties and operations read it; anyone else gets the same 404 as for a
// file that does not exist.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyFile } from '#app/utils/files.server';

export function loader(args: LoaderFunctionArgs) {
  return proxyFile(args, 'downloadContract');
}

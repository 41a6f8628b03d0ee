// GET /resources/file/download?uuid=… — an uploaded file as an attachment (content-disposition
// from the platform). Same access rules and the same 404 as the preview.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyFile } from '#app/utils/files.server';

export function loader(args: LoaderFunctionArgs) {
  return proxyFile(args, 'download');
}

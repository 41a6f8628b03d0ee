// GET /actions/download/?uuid=… (spec 7's file URL) — an uploaded file as an attachment, and the
// source of the images in news and platform pages (issue 44): the platform lets a signed-in reader
// have what is theirs, and anyone, signed in or not, an image that published content shows. Every
// other case is the same 404 as a file that does not exist.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyFile } from '#app/utils/files.server';

export function loader(args: LoaderFunctionArgs) {
  return proxyFile(args, 'download', { anonymous: true });
}

// GET /resources/file/preview?uuid=… — an uploaded image or document shown inline. The session's
// token goes to the platform in headers; the platform decides who may read the file (owner,
// same company, operator). Anyone else, and any unknown uuid, gets 404 '文件不存在'.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { proxyFile } from '#app/utils/files.server';

export function loader(args: LoaderFunctionArgs) {
  return proxyFile(args, 'preview');
}

// GET /resources/orders/photo?waybillId=&uuid= — a pound slip or exception photo of a waybill,
// for any party of the waybill (the platform checks); anything else is '文件不存在'.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { UUID_PATTERN } from '#app/utils/files';
import { fileNotFound } from '#app/utils/files.server';
import { download } from '#app/utils/platform.server';

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const waybillId = url.searchParams.get('waybillId') ?? '';
  const uuid = url.searchParams.get('uuid') ?? '';
  if (!/^\d{1,9}$/.test(waybillId) || !UUID_PATTERN.test(uuid)) return fileNotFound();
  const answer = await download(args, `/dispatchOrder/photo/${waybillId}`, { query: { uuid } });
  if (!answer?.ok) return fileNotFound();
  return new Response(answer.response.body, {
    headers: { 'content-type': answer.response.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'private, max-age=300' },
  });
}

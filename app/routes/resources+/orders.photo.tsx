// GET /resources/orders/photo?waybillId=&uuid= — a pound slip or exception photo of a waybill,
// for any party of the waybill (the platform checks); anything else is '文件不存在'.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { UUID_PATTERN } from '#app/features/certification/certification';
import { FILE_NOT_FOUND, platformRaw } from '#app/features/files/files.server';

const notFound = () => new Response(FILE_NOT_FOUND, { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });

export async function loader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const waybillId = url.searchParams.get('waybillId') ?? '';
  const uuid = url.searchParams.get('uuid') ?? '';
  if (!/^\d{1,9}$/.test(waybillId) || !UUID_PATTERN.test(uuid)) return notFound();
  const upstream = await platformRaw(args, `/dispatchOrder/photo/${waybillId}`, { query: { uuid } });
  if (!upstream || upstream.status !== 200 || (upstream.headers.get('content-type') ?? '').includes('application/json') || !upstream.body) {
    await upstream?.body?.cancel().catch(() => undefined);
    return notFound();
  }
  return new Response(upstream.body, {
    headers: { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream', 'cache-control': 'private, max-age=300' },
  });
}

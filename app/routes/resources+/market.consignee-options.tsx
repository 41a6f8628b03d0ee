// The consignee field's look-up (收货单位): registered companies whose name contains, or whose
// credit code starts with, what was typed, as JSON for the field's <datalist>. The field takes
// any name; picking a registered one links that company to the cargo.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '#app/utils/auth.server';
import { api } from '#app/utils/api.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const q = (new URL(args.request.url).searchParams.get('q') ?? '').trim().slice(0, 50);
  const companies = q.length < 2 ? [] : await api.cargo.consigneeLookup(args, { q });
  return Response.json({ companies }, { headers: { 'Cache-Control': 'private, max-age=60' } });
}

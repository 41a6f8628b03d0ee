// The loader and delete action the vehicle and driver lists share: the page from the URL, the
// organisation units of the unit filter, the row a ?delete=id asks to confirm, and the deletion that
// returns to the same filtered list; the edit screens' save that goes back to it.
import type { z } from 'zod';
import { filterParams } from '#app/components/list-ui';
import { api } from '#app/utils/api.server';
import { backTo, deleteAndReturn, loadPage, readForm, redirectWith, saveRawForm, type CallWith } from '#app/utils/forms.server';
import type { Caller } from '#app/utils/platform.server';

export async function capacityListData<S extends z.ZodRawShape, Out, Row>(
  args: Caller,
  list: CallWith<z.output<z.ZodObject<S>>, Out>,
  schema: z.ZodObject<S>,
  byId: CallWith<{ id: number }, Row>,
) {
  const [{ query, page }, units] = await Promise.all([loadPage(args, list, schema), api.capacity.orgUnitTree(args)]);
  const deleteId = new URL(args.request.url).searchParams.get('delete');
  const confirm = deleteId && /^\d{1,9}$/.test(deleteId) ? await byId(args, { id: Number(deleteId) }).catch(() => null) : null;
  return { query, page, units, confirm };
}

/** The list's delete intent; the flash and the list (with its filters) follow. */
export async function deleteFromList(args: Caller, path: string, remove: CallWith<{ id: number }, unknown>, done: string) {
  const formData = await readForm(args.request);
  if (formData.get('intent') !== 'delete') throw new Response('未知的操作', { status: 400 });
  const filters = filterParams(Object.fromEntries(new URL(args.request.url).searchParams));
  return deleteAndReturn(args, remove, String(formData.get('id') ?? ''), `${path}${filters.size ? `?${filters}` : ''}`, done);
}

/** An edit screen's save: the reply at the fields on failure, else back to the list it came from. */
export async function saveAndGoBack<S extends z.ZodTypeAny>(
  args: Caller,
  schema: S,
  save: CallWith<never, unknown>,
  list: string,
  edited: string,
  added: string,
) {
  const formData = await readForm(args.request);
  const result = await saveRawForm(args, formData, schema, save);
  if (!result.ok) return result.response;
  return redirectWith(args.request, backTo(args.request, list), formData.get('id') ? edited : added);
}

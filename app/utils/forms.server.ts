// The server side of forms and lists: list loaders whose state is the URL, save actions that map
// platform refusals to the field they concern, deletions, and the redirect-with-flash ending. The
// platform is reached through the typed client's calls (api.<area>.<endpoint>), passed in.
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { data, redirect } from '@remix-run/node';
import type { z } from 'zod';
import { lenientQuery } from '#contract/lenient-query';
import { MESSAGES_8 } from '#contract/codes';
import { validateCsrf } from './csrf.server';
import { PlatformError, type Caller } from './platform.server';
import { flash } from './session.server';
export { cityOptions, provinceOptions } from '#contract/city-options';
/** For route actions: imported from here (a `.server` module), @conform-to/zod and zod stay out of the route's client chunks. */
export { parseWithZod } from '@conform-to/zod';

/** A call of the typed client (api.server.ts) taking `input`; any ApiCall whose input accepts it fits. */
export type CallWith<Input, Output> = (caller: Caller, input: Input) => Promise<Output>;

/** One page of a list; the query comes from the URL (bad values fall back to defaults). */
export async function loadPage<S extends z.ZodRawShape, Out>(caller: Caller, list: CallWith<z.output<z.ZodObject<S>>, Out>, schema: z.ZodObject<S>) {
  const query = lenientQuery(schema, new URL(caller.request.url).searchParams);
  return { query, page: await list(caller, query) };
}

export type FormReply = { result: SubmissionResult<string[]> };

/**
 * Validates the form with the contract schema and saves the validated values through a typed call
 * of the client (`api.area.save`). On failure the answer is the 400 reply to return; a refusal
 * naming a field (`data.field`) shows at that field.
 */
export async function saveForm<S extends z.ZodTypeAny, T>(caller: Caller, formData: FormData, schema: S, save: CallWith<z.output<S>, T>) {
  return submitForm(formData, schema, (value) => save(caller, value));
}

/**
 * saveForm through a typed save call whose body schema is the form's schema: the call gets the
 * form's raw strings, which the platform validates with that schema (values the schema transforms,
 * such as yuan to fen, are transformed once, there). Any call of the client fits `save`.
 */
export async function saveRawForm<S extends z.ZodTypeAny, Out>(caller: Caller, formData: FormData, schema: S, save: CallWith<never, Out>) {
  return submitForm(formData, schema, () => save(caller, formValues(formData) as never));
}

/** saveForm with the platform call given: `send` gets the form's parsed value (a typed client call). */
export async function submitForm<S extends z.ZodTypeAny, T>(formData: FormData, schema: S, send: (value: z.output<S>) => Promise<T>) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== 'success') {
    return { ok: false as const, response: data<FormReply>({ result: submission.reply() }, { status: 400 }) };
  }
  try {
    const saved = await send(submission.value);
    return { ok: true as const, saved };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const field = (error.data as { field?: string } | null)?.field;
    const message = error.message || MESSAGES_8.fallbackError;
    const result = field ? submission.reply({ fieldErrors: { [field]: [message] } }) : submission.reply({ formErrors: [message] });
    return { ok: false as const, response: data<FormReply>({ result }, { status: 400 }) };
  }
}

/** The raw string fields of a form (the platform validates them again with the same schema). */
export function formValues(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === 'string' && key !== 'csrf' && key !== 'intent') out[key] = value;
  }
  return out;
}

export async function readForm(request: Request): Promise<FormData> {
  const formData = await request.formData();
  await validateCsrf(formData, request.headers);
  return formData;
}

/** Redirect with a success (or error) flash. */
export async function redirectWith(request: Request, to: string, message: string, type: 'success' | 'error' = 'success') {
  return redirect(to, { headers: await flash(request, { type, message }) });
}

/** A deleteById/{id} call; the flash tells the outcome either way, and the list reloads. */
export async function deleteAndReturn(caller: Caller, remove: CallWith<{ id: number }, unknown>, id: string, back: string, done: string) {
  if (!/^\d{1,9}$/.test(id)) throw new Response('参数 id 不正确', { status: 400 });
  try {
    await remove(caller, { id: Number(id) });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(caller.request, back, error.message || MESSAGES_8.fallbackError, 'error');
  }
  return redirectWith(caller.request, back, done);
}

/** `?id=` (or `?<name>=`) of an edit or detail screen: a positive integer or null. */
export function idParam(request: Request, name = 'id'): number | null {
  const id = new URL(request.url).searchParams.get(name);
  return id && /^\d{1,9}$/.test(id) && Number(id) > 0 ? Number(id) : null;
}

/** The list URL to return to after a form: same-site `back` parameter, else `fallback`. */
export function backTo(request: Request, fallback: string): string {
  const back = new URL(request.url).searchParams.get('back');
  return back && back.startsWith(fallback) && !back.startsWith('//') ? back : fallback;
}

/** A getById call whose 404 becomes a 404 page. */
export async function loadOwned<T>(caller: Caller, get: CallWith<{ id: number }, T>, id: number | null): Promise<T> {
  if (id === null) throw new Response('参数 id 不正确', { status: 404 });
  try {
    return await get(caller, { id });
  } catch (error) {
    if (error instanceof PlatformError && error.code === 404) throw new Response(error.message, { status: 404 });
    throw error;
  }
}

type Entity<S extends z.ZodTypeAny> = {
  schema: S;
  save: CallWith<never, unknown>;
  remove: CallWith<{ id: number }, unknown>;
  edited: string;
  added: string;
  deleted: string;
};

/**
 * The action of a list screen whose add/edit form and delete confirmation are panels on the list:
 * intent 'save' validates and saves (the reply shows at the fields), 'delete' deletes; both
 * return to `list`. Any other intent is a 400.
 */
export async function saveOrDelete<S extends z.ZodTypeAny>(caller: Caller, formData: FormData, list: string, entity: Entity<S>) {
  switch (formData.get('intent')) {
    case 'save': {
      const result = await saveRawForm(caller, formData, entity.schema, entity.save);
      if (!result.ok) return result.response;
      return redirectWith(caller.request, list, formData.get('id') ? entity.edited : entity.added);
    }
    case 'delete':
      return deleteAndReturn(caller, entity.remove, String(formData.get('id') ?? ''), list, entity.deleted);
    default:
      throw new Response('未知的操作', { status: 400 });
  }
}

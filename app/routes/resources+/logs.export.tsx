// GET /resources/logs/export?kind=operation|login|interface|additional&<the list's filters> — the
// log's rows the filters match (newest 5 000 at most) as a streamed .xlsx named by
// content-disposition; a refusal or nothing to export goes back to the list with the message.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { LOG_EXPORTS } from '#app/features/logs/logs.server';
import { LOG_KINDS, type LogKind } from '#app/features/logs/paths';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  const asked = new URL(args.request.url).searchParams.get('kind') ?? '';
  const kind: LogKind = (LOG_KINDS as string[]).includes(asked) ? (asked as LogKind) : 'additional';
  return LOG_EXPORTS[kind](args);
}

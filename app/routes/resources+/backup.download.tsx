// GET /resources/backup/download?name=… — a backup archive as an attachment (operations only; the
// platform checks the role).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { downloadBackup } from '#app/features/backup/backup.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return downloadBackup(args);
}

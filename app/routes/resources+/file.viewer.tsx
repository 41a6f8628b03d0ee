// GET /resources/file/viewer?uuid=…[&waybillId=…|&list=…] — the image viewer's data as JSON, for
// the dialog a thumbnail opens with JS (app/features/files/viewer-dialog.lazy.tsx); the same
// loader work and access rules as /preview/imagePreview, 404 for a file the user may not see.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { imageViewerData } from '#app/features/files/image-viewer.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return Response.json(await imageViewerData(args), { headers: { 'cache-control': 'private, no-store' } });
}

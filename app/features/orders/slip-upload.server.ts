// The pound-slip photo sent ahead of its move (issue 43): with JS the trip card shrinks the photo on
// the phone and uploads it here with progress, then the move posts only the photo's uuid (the
// platform checks the file is the caller's). Without JS the photo goes with the move's form.
import { ORDER_MESSAGES } from '#contract/orders/schemas';
import { MAX_FILE_BYTES, TOO_LARGE_MARKER_TYPE } from '#app/utils/files';
import { requireUser } from '#app/utils/auth.server';
import { validateCsrf } from '#app/utils/csrf.server';
import { parseMultipartForm, uploadFile } from '#app/utils/files.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';

/** Answers `{ uuid }`, or `{ error }` with 400 (the message the photo field shows). */
export async function slipUploadAction(caller: Caller) {
  await requireUser(caller);
  const formData = await parseMultipartForm(caller.request);
  await validateCsrf(formData, caller.request.headers);
  const file = formData.get('slip');
  const photo = file instanceof File && (file.size > 0 || file.type === TOO_LARGE_MARKER_TYPE) ? file : null;
  const refused = (error: string) => Response.json({ error }, { status: 400 });
  if (!photo) return refused(ORDER_MESSAGES.slipRequired);
  if (photo.type === TOO_LARGE_MARKER_TYPE || photo.size > MAX_FILE_BYTES) return refused('文件大小不能超过10MB');
  try {
    const uploaded = await uploadFile(caller, photo, 'pound_slip', 'image');
    return Response.json({ uuid: uploaded.uuid });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return refused(error.message);
  }
}

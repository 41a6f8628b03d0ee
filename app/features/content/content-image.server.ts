// Images in rich text (issue 44), the editors' server side: the image-upload form of the news and
// platform-page editors posts here (intent `image`, multipart). The image goes to the file service
// (which checks it by its bytes) as a rich-text image, and the answer is the markup to insert —
// our download path with the description — or the message at the field that is wrong.
import { json } from '@remix-run/node';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_MESSAGES as M, CONTENT_IMAGE_PURPOSE } from '#contract/portal/content-images';
import { contentImageSnippet } from '#contract/portal/rich-text';
import { imageFileProblem, isChosenFile } from '#app/utils/files';
import { uploadFile } from '#app/utils/files.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';

export type ContentImageErrors = { image?: string; alt?: string };
/** The upload's answer: the markup inserted, or the fields' messages (and the description typed, kept). */
export type ContentImageReply = { image: { snippet: string } } | { imageErrors: ContentImageErrors; alt: string };

/** The field messages of an image form before anything is sent (the browser checks the same with JS). */
export function contentImageProblems(file: FormDataEntryValue | null, alt: string): ContentImageErrors {
  const errors: ContentImageErrors = {};
  if (!isChosenFile(file)) errors.image = M.fileRequired;
  else errors.image = imageFileProblem(file) ?? (file.size > CONTENT_IMAGE_MAX_BYTES ? M.tooLarge : undefined);
  if (!alt) errors.alt = M.altRequired;
  else if (alt.length > 100) errors.alt = M.altTooLong;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as ContentImageErrors;
}

export async function uploadContentImage(caller: Caller, formData: FormData) {
  const alt = String(formData.get('alt') ?? '').trim();
  const file = formData.get('image');
  const errors = contentImageProblems(file, alt);
  if (Object.keys(errors).length || !isChosenFile(file)) return json<ContentImageReply>({ imageErrors: errors, alt }, { status: 400 });
  try {
    const uploaded = await uploadFile(caller, file, CONTENT_IMAGE_PURPOSE, 'image');
    return json<ContentImageReply>({ image: { snippet: contentImageSnippet(uploaded.uuid, alt) } });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return json<ContentImageReply>({ imageErrors: { image: error.message }, alt }, { status: 400 });
  }
}

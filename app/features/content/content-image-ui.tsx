// Images in rich text (issue 44): the editors' "插入图片" form. An image and its description (alt,
// required) post to the editor's own route (intent `image`, multipart), which uploads the image to
// the file service and answers the markup. Without JS the page comes back with the markup added at
// the end of the saved text in the editor, and shown to copy; with JS the form posts in the
// background and the markup is added at the end of the text being edited, unsaved edits kept.
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_MESSAGES as M } from '#contract/portal/content-images';
import { IMAGE_ACCEPT, imageFileProblem, isChosenFile } from '#app/utils/files';

type Errors = { image?: string; alt?: string };
type Reply = { image: { snippet: string } } | { imageErrors: Errors; alt: string };

/** The markup an upload answered (the page's own reply without JS), to add at the end of the editor's text. */
export function insertedSnippet(reply: unknown): string {
  return reply && typeof reply === 'object' && 'image' in reply ? ((reply as { image: { snippet?: string } }).image.snippet ?? '') : '';
}

/** `text` with `snippet` on a line of its own at its end. */
export const withSnippet = (text: string, snippet: string) => (snippet ? `${text}${text && !text.endsWith('\n') ? '\n' : ''}${snippet}` : text);

function problemsOf(form: HTMLFormElement): Errors {
  const data = new FormData(form);
  const file = data.get('image');
  const alt = String(data.get('alt') ?? '').trim();
  const errors: Errors = {};
  if (!isChosenFile(file)) errors.image = M.fileRequired;
  else {
    const problem = imageFileProblem(file) ?? (file.size > CONTENT_IMAGE_MAX_BYTES ? M.tooLarge : null);
    if (problem) errors.image = problem;
  }
  if (!alt) errors.alt = M.altRequired;
  else if (alt.length > 100) errors.alt = M.altTooLong;
  return errors;
}

/**
 * The form, below an editor whose text area has the id `targetId`; `action` is the editor's URL and
 * `pageReply` the page's action data (the answer of a post made without JS).
 */
export function ContentImageUpload({ action, targetId, pageReply }: { action: string; targetId: string; pageReply: unknown }) {
  const fetcher = useFetcher<Reply>();
  const formRef = useRef<HTMLFormElement>(null);
  const inserted = useRef('');
  const [checked, setChecked] = useState<Errors | null>(null);
  const reply = (fetcher.data ??
    (pageReply && typeof pageReply === 'object' && ('image' in pageReply || 'imageErrors' in pageReply) ? pageReply : null)) as Reply | null;
  const snippet = insertedSnippet(reply);
  const errors: Errors = checked ?? (reply && 'imageErrors' in reply ? reply.imageErrors : {});

  useEffect(() => {
    const answered = insertedSnippet(fetcher.data);
    if (!answered || inserted.current === answered) return;
    inserted.current = answered;
    const target = document.getElementById(targetId);
    if (target instanceof HTMLTextAreaElement) {
      target.value = withSnippet(target.value, answered);
      // the editor's form state hears of the change as it hears of typing
      target.dispatchEvent(new Event('input', { bubbles: true }));
    }
    formRef.current?.reset();
  }, [fetcher.data, targetId]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = problemsOf(event.currentTarget);
    setChecked(Object.keys(found).length ? found : null);
    if (Object.keys(found).length) event.preventDefault();
  };
  const described = (name: keyof Errors, hint?: string) => (errors[name] ? `content-image-${name}-error` : hint);

  return (
    <section className="cap-inline-form content-image" aria-labelledby="content-image-title">
      <h3 id="content-image-title">插入图片</h3>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={action}
        encType="multipart/form-data"
        className="cap-form"
        aria-labelledby="content-image-title"
        noValidate
        onSubmit={onSubmit}
      >
        <AuthenticityTokenInput />
        <div className="cap-field">
          <label htmlFor="content-image-file" className="cap-label">
            图片<span className="cap-required"> *</span>
          </label>
          <input
            id="content-image-file"
            type="file"
            name="image"
            accept={IMAGE_ACCEPT}
            className="cap-input"
            aria-invalid={errors.image ? true : undefined}
            aria-describedby={described('image', 'content-image-file-hint')}
          />
          <p id="content-image-file-hint" className="cap-hint">
            JPG、PNG、WEBP、GIF，不超过2MB；上传后以 &lt;img&gt; 标签插入正文末尾，保存后生效。
          </p>
          {errors.image ? (
            <p id="content-image-image-error" className="cap-error">
              {errors.image}
            </p>
          ) : null}
        </div>
        <div className="cap-field">
          <label htmlFor="content-image-alt" className="cap-label">
            图片说明<span className="cap-required"> *</span>
          </label>
          <input
            id="content-image-alt"
            name="alt"
            maxLength={100}
            defaultValue={reply && 'alt' in reply ? reply.alt : ''}
            className="cap-input"
            aria-invalid={errors.alt ? true : undefined}
            aria-describedby={described('alt')}
          />
          {errors.alt ? (
            <p id="content-image-alt-error" className="cap-error">
              {errors.alt}
            </p>
          ) : null}
        </div>
        <Button type="submit" name="intent" value="image" variant="default" loading={fetcher.state !== 'idle'}>
          上传并插入正文末尾
        </Button>
      </fetcher.Form>
      {snippet ? (
        <div role="status" className="content-image-done">
          <p>{M.uploaded}</p>
          <label htmlFor="content-image-snippet" className="cap-label">
            图片代码
          </label>
          <textarea id="content-image-snippet" readOnly rows={2} className="cap-input" value={snippet} />
        </div>
      ) : null}
    </section>
  );
}

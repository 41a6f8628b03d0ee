// The viewer as a dialog over the page that shows the thumbnail (JS only; loaded on the first click
// of a viewer link). A native modal <dialog> keeps focus inside it and the page inert; closing it
// (关闭, Esc) gives focus back to the link that opened it (ViewerLink). Its data is the page's
// loader answer as JSON (/resources/file/viewer), with the same access rules.
import { useEffect, useId, useRef, useState } from 'react';
import { ImageViewer } from './image-viewer';
import { LOAD_FAILED, VIEWER, type ViewerData } from './viewer';

export default function ViewerDialog({ dataHref, onClose }: { dataHref: string; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [answer, setAnswer] = useState<{ data?: ViewerData; failed?: boolean }>({});
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  useEffect(() => {
    const abort = new AbortController();
    fetch(dataHref, { signal: abort.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<ViewerData>) : Promise.reject(new Error(String(response.status)))))
      .then((data) => setAnswer({ data }))
      .catch(() => {
        if (!abort.signal.aborted) setAnswer({ failed: true });
      });
    return () => abort.abort();
  }, [dataHref]);
  // the loading state's 关闭 had the focus; once the viewer replaces it, its own 关闭 takes it, so
  // the keys keep reaching the dialog
  const loaded = Boolean(answer.data);
  // closed first, so the page is no longer inert when the opener takes the focus back
  const close = () => {
    dialog.current?.close();
    onClose();
  };
  useEffect(() => {
    if (loaded) dialog.current?.querySelector<HTMLButtonElement>('.viewer-close')?.focus();
  }, [loaded]);
  return (
    <dialog
      ref={dialog}
      className="viewer-dialog"
      aria-labelledby={titleId}
      style={{ zIndex: VIEWER.zIndex }}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
    >
      {answer.data ? (
        <ImageViewer data={answer.data} dialog={{ titleId, onClose: close }} />
      ) : (
        <div className="viewer-head">
          <h2 id={titleId} className="section-title">
            图片预览
          </h2>
          <button type="button" className="viewer-control viewer-close" onClick={close}>
            关闭
          </button>
          {answer.failed ? (
            <p className="viewer-failed" role="alert">
              {LOAD_FAILED}
            </p>
          ) : (
            <p className="muted">加载中…</p>
          )}
        </div>
      )}
    </dialog>
  );
}

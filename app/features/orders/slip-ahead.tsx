// With JS, the trip card sends the pound-slip photo ahead as soon as it is picked: shrunk on the
// phone (slip-photo.client.ts, loaded on the first pick) and uploaded with progress; the move then
// posts the photo's uuid and the file input is emptied so the original is not sent again. When the
// upload fails the original stays in the input and goes with the form, as it does without JS.
import { useState, type ChangeEvent } from 'react';
import { SLIP_UPLOAD_PATH } from './paths';

type Sending =
  { state: 'idle' } | { state: 'sending'; percent: number; note: string } | { state: 'sent'; uuid: string; note: string } | { state: 'failed'; note: string };

export function useSlipSentAhead(enabled: boolean) {
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    if (!enabled) return;
    const input = event.currentTarget;
    const original = input.files?.[0];
    if (!original) return setSending({ state: 'idle' });
    setSending({ state: 'sending', percent: 0, note: '正在压缩照片…' });
    try {
      const { shrinkPhoto, sizeText, uploadWithProgress } = await import('./slip-photo.client');
      const photo = await shrinkPhoto(original);
      const sizes = photo === original ? sizeText(original.size) : `${sizeText(original.size)} 压缩为 ${sizeText(photo.size)}`;
      const body = new FormData();
      body.set('csrf', (input.form?.elements.namedItem('csrf') as HTMLInputElement | null)?.value ?? '');
      body.set('slip', photo, photo.name);
      const uuid = await uploadWithProgress(SLIP_UPLOAD_PATH, body, (percent) => setSending({ state: 'sending', percent, note: `正在上传（${sizes}）` }));
      // the photo is on the platform: only its uuid goes with the move
      if (input.files?.[0] === original) input.value = '';
      setSending({ state: 'sent', uuid, note: `磅单照片已上传（${sizes}）` });
    } catch (error) {
      setSending({ state: 'failed', note: `${error instanceof Error ? error.message : '上传失败'}：照片将随表单提交` });
    }
  };
  return { onChange, sending, uuid: sending.state === 'sent' ? sending.uuid : null };
}

/** The upload's progress bar and words (a status region, so a screen reader hears them). */
export function SlipSending({ sending, id }: { sending: Sending; id: string }) {
  if (sending.state === 'idle') return null;
  return (
    <span className="slip-sending">
      {sending.state === 'sending' ? <progress id={id} max={100} value={sending.percent} aria-label="磅单照片上传进度" /> : null}
      <span role="status" className={sending.state === 'failed' ? 'cap-error' : 'muted'}>
        {sending.state === 'sending' ? `${sending.note} ${sending.percent}%` : sending.note}
      </span>
    </span>
  );
}

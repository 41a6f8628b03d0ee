import { Link } from '@remix-run/react';
import { useState } from 'react';
import type { WarnNotice as Notice } from '#contract/workspace/schemas';

/** The ship-order notice (spec 4): shown once per session, dismissed by a link (or, with JS, in place). */
export function WarnNotice({ notice, current }: { notice: Notice; current: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className={`ws-warn ws-warn-${notice.kind}`} role="alertdialog" aria-labelledby="ws-warn-title" aria-describedby="ws-warn-text">
      <strong id="ws-warn-title">{notice.kind === 'overdue' ? '逾期充值提醒' : '发单限制提醒'}</strong>
      <p id="ws-warn-text">{notice.message}</p>
      <Link
        to={current}
        replace
        className="ws-warn-close"
        onClick={(event) => {
          event.preventDefault();
          setOpen(false);
        }}
      >
        我知道了
      </Link>
    </div>
  );
}

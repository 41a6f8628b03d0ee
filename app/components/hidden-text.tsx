// Text for screen readers and text browsers, hidden on screen (base.css .visually-hidden). A row's
// "详情" link reads "详情 PC…" this way: the accessible name starts with the visible word
// (WCAG 2.5.3 label in name), where an aria-label "查看 PC…" replaced it.
import type { ReactNode } from 'react';

export function HiddenText({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className="visually-hidden" id={id}>
      {children}
    </span>
  );
}

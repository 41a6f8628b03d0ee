// The honeypot of the public forms (login, register, find password): a field people leave empty
// and bots fill. remix-utils' HoneypotInputs labels it in English and shows the signed timestamp
// as a second text field wherever CSS is off (text browsers); here the timestamp is a hidden
// input and the trap is hidden (`hidden`, and the stylesheet) and labelled in Chinese.
import { useRouteLoaderData } from '@remix-run/react';
import type { HoneypotInputProps } from 'remix-utils/honeypot/server';

export const HONEYPOT_LABEL = '此项请留空（用于识别自动注册程序）';

export function HoneypotField() {
  // Root's loader sends the honeypot's field names (root.tsx); the kit does not import the root.
  const honeypot = (useRouteLoaderData('root') as { honeypot?: HoneypotInputProps } | undefined)?.honeypot;
  const name = honeypot?.nameFieldName ?? 'name__confirm';
  return (
    <>
      <div className="hp-field" hidden>
        <label htmlFor={name}>{HONEYPOT_LABEL}</label>
        <input id={name} name={name} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      </div>
      {honeypot?.validFromFieldName && honeypot.encryptedValidFrom ? (
        <input type="hidden" name={honeypot.validFromFieldName} value={honeypot.encryptedValidFrom} />
      ) : null}
    </>
  );
}

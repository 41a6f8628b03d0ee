// Mantine's Checkbox and Radio markup (size sm, the app theme's brand colour, label on the right)
// written out, styled by Mantine's own Checkbox/Radio CSS (base sheet). Why: they were the only
// Mantine components on /register, and rendering them needed the theme provider and Mantine's
// component machinery (Box, style props, the styles API, colour functions): about 17 KB gzip of
// the page's JS, which made it the largest route in `npm run bench:js`. choice-input.test.tsx holds
// this to Mantine's components. Difference: ids stay the server's after hydration (as text-input).
import type { CSSProperties, InputHTMLAttributes, ReactNode } from 'react';
import { rootClass, useMantineId } from './mantine-markup';

export type ChoiceInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & {
  label?: ReactNode;
  /** The choice's error, under its label; the box is marked invalid (Checkbox only in the app). */
  error?: ReactNode;
};

const CHECKBOX_STYLE = { '--checkbox-color': 'var(--mantine-color-brand-filled)' } as CSSProperties;
const RADIO_STYLE = { '--radio-color': 'var(--mantine-color-brand-filled)' } as CSSProperties;

const CHECK_ICON = (
  <svg viewBox="0 0 10 7" fill="none" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" className="m_bf295423 mantine-Checkbox-icon">
    <path
      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

const RADIO_ICON = (
  <svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 5 5" aria-hidden="true" className="m_f3ed6b2b mantine-Radio-icon">
    <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
  </svg>
);

/** The label and error beside the box, the same for both kinds. */
function LabelWrapper({ part, inputId, label, error }: { part: 'Checkbox' | 'Radio'; inputId: string; label: ReactNode; error: ReactNode }) {
  return (
    <div className={`m_d3ea56bb mantine-${part}-labelWrapper`}>
      {label ? (
        <label className={`m_8ee546b8 mantine-${part}-label`} htmlFor={inputId}>
          {label}
        </label>
      ) : null}
      {error && typeof error !== 'boolean' ? <p className={`m_8e8a99cc mantine-${part}-error m_8f816625 mantine-InputWrapper-error`}>{error}</p> : null}
    </div>
  );
}

export function Checkbox({ label, error, id, className, style, ...rest }: ChoiceInputProps) {
  const inputId = useMantineId(id);
  const invalid = Boolean(error) || undefined;
  return (
    <div
      style={style ? { ...CHECKBOX_STYLE, ...style } : CHECKBOX_STYLE}
      className={rootClass(className, 'm_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root')}
      data-variant="filled"
      data-label-position="right"
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input className="mantine-focus-auto m_26063560 mantine-Checkbox-input" data-error={invalid} id={inputId} {...rest} type="checkbox" />
          {CHECK_ICON}
        </div>
        <LabelWrapper part="Checkbox" inputId={inputId} label={label} error={error} />
      </div>
    </div>
  );
}

export function Radio({ label, error, id, className, style, ...rest }: ChoiceInputProps) {
  const inputId = useMantineId(id);
  return (
    <div
      style={style ? { ...RADIO_STYLE, ...style } : RADIO_STYLE}
      className={rootClass(className, 'm_f3f1af94 mantine-Radio-root m_5f75b09e mantine-Radio-root')}
      data-label-position="right"
    >
      <div className="m_5f6e695e mantine-Radio-body">
        <div className="m_89c4f5e4 mantine-Radio-inner" data-label-position="right">
          <input className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio" data-error={Boolean(error) || undefined} {...rest} id={inputId} type="radio" />
          {RADIO_ICON}
        </div>
        <LabelWrapper part="Radio" inputId={inputId} label={label} error={error} />
      </div>
    </div>
  );
}

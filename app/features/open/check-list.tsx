// A list of checkboxes of one name under its legend, with the field's error below it (the key form's
// scopes, the webhook form's events): posts without JavaScript as repeated values.
import type { FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';

/** Each option: its label, and `note` (the technical name: an endpoint, an event type) muted in brackets after it. */
export function CheckList({
  meta,
  legend,
  options,
}: {
  meta: FieldMetadata<unknown>;
  legend: string;
  options: Array<{ value: string; label: ReactNode; note: string }>;
}) {
  const ticked = new Set(([] as unknown[]).concat(meta.initialValue ?? []).map(String));
  return (
    <fieldset className="cap-field" aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="cap-label">{legend}</legend>
      <ul className="perm-tree">
        {options.map((o) => (
          <li key={o.value}>
            <label>
              <input type="checkbox" name={meta.name} value={o.value} defaultChecked={ticked.has(o.value)} /> {o.label}{' '}
              <span className="muted">（{o.note}）</span>
            </label>
          </li>
        ))}
      </ul>
      {meta.errors?.length ? (
        <p id={meta.errorId} className="cap-error">
          {meta.errors.join('；')}
        </p>
      ) : null}
    </fieldset>
  );
}

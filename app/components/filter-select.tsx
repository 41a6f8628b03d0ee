// A native select of a GET filter form: works without JS; with JS a change can submit the form at
// once (a province choice then reloads its city list).
export type Option = { value: string; label: string };

export function RegionSelect({
  name,
  label,
  options,
  value,
  placeholder = '不限',
  autoSubmit = false,
}: {
  name: string;
  label: string;
  options: Option[];
  value: string | undefined;
  placeholder?: string;
  autoSubmit?: boolean;
}) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value ?? ''} onChange={autoSubmit ? (e) => e.currentTarget.form?.requestSubmit() : undefined}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

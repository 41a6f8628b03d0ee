// A date field of a list's GET filter: the native <input type="date"> (works without JS and in
// text browsers); once hydrated, Mantine's Chinese date picker replaces it, loaded lazily
// (date-picker.lazy.tsx), submitting the same YYYY-MM-DD under the same name.
import { lazy, Suspense } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';

const ChineseDatePicker = lazy(() => import('./date-picker.lazy'));

export function DateFilter({ name, label, defaultValue = '' }: { name: string; label: string; defaultValue?: string }) {
  const hydrated = useHydrated();
  const native = (
    <label className="cap-filter">
      <span>{label}</span>
      <input type="date" name={name} defaultValue={defaultValue} className="cap-input" />
    </label>
  );
  if (!hydrated) return native;
  return (
    <Suspense fallback={native}>
      <ChineseDatePicker name={name} label={label} defaultValue={defaultValue} />
    </Suspense>
  );
}

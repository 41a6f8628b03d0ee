// Province/city choices of the capacity screens (server side: the region tree is ~140 KB).
import { placeLabel, regionTree } from './regions';

export type CityOption = { value: string; label: string; group: string };

/** Every prefecture-level city, grouped by province ('北京市' for the municipalities). */
export function cityOptions(): CityOption[] {
  return regionTree().flatMap((province) =>
    (province.children ?? []).map((city) => ({ value: city.code, label: placeLabel(province.code, city.code), group: province.name })),
  );
}

export function provinceOptions(): Array<{ value: string; label: string }> {
  return regionTree().map((province) => ({ value: province.code, label: province.name }));
}

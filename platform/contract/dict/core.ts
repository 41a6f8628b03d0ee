// The shape of a dictionary and its builder, shared by dictionaries.ts and the large code tables
// kept in modules of their own (a page that shows none of them loads none of them).

export type DictItem = { value: string; label: string; sort: number; cssClass?: string; remark?: string };

export type Dictionary = { name: string; items: DictItem[] };

export type Row = readonly [value: string, label: string, cssClass?: string, remark?: string];

export function dict(name: string, rows: readonly Row[]): Dictionary {
  return {
    name,
    items: rows.map(([value, label, cssClass, remark], i) => {
      const item: DictItem = { value, label, sort: i + 1 };
      if (cssClass) item.cssClass = cssClass;
      if (remark) item.remark = remark;
      return item;
    }),
  };
}

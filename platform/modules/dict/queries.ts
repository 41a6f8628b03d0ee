// Dictionary entries as sys_dict_data holds them (enabled ones, in display order), by type.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysDictData } from '../../db/schema';
import type { DictEntry } from '../../contract/dict/api';

export type { DictEntry };

const columns = {
  dictType: sysDictData.dictType,
  label: sysDictData.label,
  value: sysDictData.value,
  sort: sysDictData.sort,
  cssClass: sysDictData.cssClass,
};

function group(rows: Array<DictEntry & { dictType: string }>): Record<string, DictEntry[]> {
  const out: Record<string, DictEntry[]> = {};
  for (const { dictType, ...entry } of rows) (out[dictType] ??= []).push(entry);
  return out;
}

/** Enabled entries of the given dictionary types, each list in display order. */
export async function dictionariesByType(db: Db, types: string[]): Promise<Record<string, DictEntry[]>> {
  const rows = await db
    .select(columns)
    .from(sysDictData)
    .where(and(inArray(sysDictData.dictType, types), eq(sysDictData.enabled, true)))
    .orderBy(asc(sysDictData.dictType), asc(sysDictData.sort), asc(sysDictData.id));
  const grouped = group(rows);
  return Object.fromEntries(types.map((t) => [t, grouped[t] ?? []]));
}

export async function allDictionaries(db: Db): Promise<Record<string, DictEntry[]>> {
  const rows = await db
    .select(columns)
    .from(sysDictData)
    .where(eq(sysDictData.enabled, true))
    .orderBy(asc(sysDictData.dictType), asc(sysDictData.sort), asc(sysDictData.id));
  return group(rows);
}

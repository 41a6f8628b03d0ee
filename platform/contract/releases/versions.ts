// Release versions: what operations record of each release (number, title, notes, date).
import { z } from 'zod';
import { optionalIdField } from '../ids';
import { pageFields } from '../page';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const VERSION_MESSAGES = {
  versionNoRequired: '请输入版本号',
  versionNoInvalid: '版本号格式应为 主版本.次版本.修订号，如 2.3.0',
  titleRequired: '请输入版本标题',
  notesRequired: '请输入更新说明',
  releasedOnInvalid: '请输入正确的发布日期',
  duplicate: '该版本号已存在',
  notFound: '版本不存在',
} as const;
const M = VERSION_MESSAGES;

export const versionInput = z.object({
  id: optionalIdField(M.notFound),
  versionNo: z
    .string({ required_error: M.versionNoRequired })
    .trim()
    .min(1, M.versionNoRequired)
    .regex(/^\d{1,3}\.\d{1,3}\.\d{1,4}$/, M.versionNoInvalid),
  title: z.string({ required_error: M.titleRequired }).trim().min(1, M.titleRequired).max(100, '版本标题不能超过100个字'),
  notes: z.string({ required_error: M.notesRequired }).trim().min(1, M.notesRequired).max(5000, '更新说明不能超过5000个字'),
  releasedOn: z
    .string({ required_error: M.releasedOnInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.releasedOnInvalid)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), M.releasedOnInvalid),
});
export type VersionInput = z.infer<typeof versionInput>;

export const versionQuery = z.object({
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  ...pageFields(20, 50),
});
export type VersionQuery = z.infer<typeof versionQuery>;

export const versionRow = z.object({ id: z.number().int(), versionNo: z.string(), title: z.string(), notes: z.string(), releasedOn: z.string() });
export type VersionRow = z.infer<typeof versionRow>;

// Turns a zod failure into one Chinese sentence that names the field, so a bad request gets a
// clear 400 envelope instead of zod's English (or a 500).
import type { ZodError, ZodIssue } from 'zod';

const CJK = /[\u4e00-\u9fff]/;

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  date: '日期',
  bigint: '整数',
};

function fieldName(issue: ZodIssue): string {
  return issue.path.length ? issue.path.join('.') : '请求体';
}

function describe(issue: ZodIssue): string {
  // Schemas of the contract carry the spec's own messages; those win.
  if (CJK.test(issue.message)) return issue.message;
  const field = fieldName(issue);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.received === 'undefined') return `缺少参数 ${field}`;
      return `参数 ${field} 应为${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.type === 'string') return `参数 ${field} 长度不能少于 ${issue.minimum} 个字符`;
      if (issue.type === 'array') return `参数 ${field} 至少需要 ${issue.minimum} 项`;
      return `参数 ${field} 不能小于 ${issue.minimum}`;
    case 'too_big':
      if (issue.type === 'string') return `参数 ${field} 长度不能超过 ${issue.maximum} 个字符`;
      if (issue.type === 'array') return `参数 ${field} 最多 ${issue.maximum} 项`;
      return `参数 ${field} 不能大于 ${issue.maximum}`;
    case 'invalid_enum_value':
      return `参数 ${field} 应为 ${issue.options.join('、')} 之一`;
    case 'invalid_string':
      return `参数 ${field} 格式不正确`;
    case 'unrecognized_keys':
      return `不支持的参数 ${issue.keys.join('、')}`;
    case 'invalid_date':
      return `参数 ${field} 不是有效日期`;
    default:
      return `参数 ${field} 不正确`;
  }
}

export function zodMessage(error: ZodError): string {
  const first = error.issues[0];
  return first ? describe(first) : '请求参数不正确';
}

// Conform input props for Mantine inputs: without `key` (React wants it set directly) and without
// Conform's aria attributes (Mantine sets aria-invalid and aria-describedby for its own error node).
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useState } from 'react';

/** A text-like field of any form (the forms' schemas differ per intent). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TextFieldMeta = FieldMetadata<any, any, string[]>;

type TextType = 'text' | 'tel' | 'password';

export function textProps(field: TextFieldMeta, type: TextType = 'text') {
  const { key: _key, ...props } = getInputProps(field, { type, ariaAttributes: false });
  return { ...props, error: field.errors?.join('；') };
}

/**
 * A number that changes with every new server reply. Fields the reply leaves out (passwords:
 * `hideFields`) keep what was typed in the DOM when the page is not reloaded (with JS); keying
 * them with this number remounts them empty, as a reload without JS does.
 */
export function useReplyKey(reply: unknown): number {
  const [seen, setSeen] = useState({ reply, key: 0 });
  if (seen.reply !== reply) {
    const next = { reply, key: seen.key + 1 };
    setSeen(next);
    return next.key;
  }
  return seen.key;
}

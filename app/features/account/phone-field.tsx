import { TextInput } from '@mantine-part/text-input';
import { textProps, type TextFieldMeta } from '#app/components/field-props';

/** The mobile number of an account form (trimmed and checked by the schema). */
export function PhoneField({ field }: { field: TextFieldMeta }) {
  return (
    <TextInput key={field.key} label="手机号" {...textProps(field, 'tel')} autoComplete="tel" inputMode="numeric" maxLength={20} placeholder="请输入手机号" />
  );
}

import { TextInput } from '#app/components/text-input';
import { textProps, type TextFieldMeta } from '#app/components/field-props';

/** The mobile number of an account form (trimmed and checked by the schema). */
export function PhoneField({
  field,
  label = '手机号',
  autoComplete = 'tel',
}: {
  field: TextFieldMeta;
  label?: string;
  /** 'username' where the number is the login name */
  autoComplete?: 'tel' | 'username';
}) {
  // autocomplete="username" is not allowed on type="tel" (HTML's autofill table): where the number
  // is the login name, a text field with the phone keypad, so password managers still pair it
  // with the password.
  const asUsername = autoComplete === 'username';
  return (
    <TextInput
      key={field.key}
      label={label}
      {...textProps(field, asUsername ? 'text' : 'tel')}
      autoComplete={autoComplete}
      inputMode={asUsername ? 'tel' : 'numeric'}
      maxLength={20}
      placeholder="请输入手机号"
    />
  );
}

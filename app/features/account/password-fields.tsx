// A new password and its confirmation (spec 5: '请输入新密码', '密码至少8位字符，必须包含字母和数字',
// '请输入确认密码', '两次输入密码不一致!'). The values are never sent back to the browser.
import { TextInput } from '#app/components/text-input';
import { textProps, type TextFieldMeta } from '#app/components/field-props';

/** One password input of an account form. */
export function SecretField({
  field,
  label,
  autoComplete,
  placeholder,
  replyKey = 0,
}: {
  field: TextFieldMeta;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  placeholder: string;
  /** from useReplyKey: remounts the input empty after each server reply */
  replyKey?: number;
}) {
  return (
    <TextInput
      key={`${field.name}-${field.key}-${replyKey}`}
      label={label}
      {...textProps(field, 'password')}
      autoComplete={autoComplete}
      placeholder={placeholder}
    />
  );
}

export function PasswordFields({
  password,
  confirm,
  passwordLabel = '新密码',
  confirmLabel = '确认密码',
  replyKey = 0,
}: {
  password: TextFieldMeta;
  confirm: TextFieldMeta;
  passwordLabel?: string;
  confirmLabel?: string;
  /** from useReplyKey: remounts the inputs empty after each server reply */
  replyKey?: number;
}) {
  return (
    <>
      <SecretField field={password} label={passwordLabel} autoComplete="new-password" placeholder="至少8位，包含字母和数字" replyKey={replyKey} />
      <SecretField field={confirm} label={confirmLabel} autoComplete="new-password" placeholder="请再次输入密码" replyKey={replyKey} />
    </>
  );
}

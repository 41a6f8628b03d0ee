// SMS code input with its "get code" submit button (intent=sendSms). The server renders the
// seconds left of the 60 s wait; with JS the button counts down live.
import { type Key } from 'react';
import { TextInput } from '#app/components/text-input';
import { textProps, type TextFieldMeta } from '#app/components/field-props';
import { SmsCodeButton } from './sms-code-button';

export function SmsCodeField({
  field,
  secondsLeft,
  sentBefore,
  value,
  buttonKey,
}: {
  field: TextFieldMeta;
  secondsLeft: number;
  sentBefore?: boolean;
  /** the button's intent (default sendSms) */
  value?: string;
  /** a new key restarts the button's countdown */
  buttonKey?: Key;
}) {
  return (
    <div className="sms-row">
      <TextInput
        key={field.key}
        label="短信验证码"
        {...textProps(field)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        placeholder="请输入手机验证码"
      />
      <SmsCodeButton key={buttonKey} secondsLeft={secondsLeft} sentBefore={sentBefore} value={value} />
    </div>
  );
}

import { useEffect, useState } from 'react';

/**
 * The "get SMS code" submit button. The server renders the seconds left of the 60 s wait
 * (disabled, 'N秒后重试'); with JS it counts down live and then reads '重新获取'.
 */
export function SmsCodeButton({
  secondsLeft,
  sentBefore,
  name = 'intent',
  value = 'sendSms',
}: {
  secondsLeft: number;
  sentBefore?: boolean;
  name?: string;
  value?: string;
}) {
  const [left, setLeft] = useState(secondsLeft);
  useEffect(() => setLeft(secondsLeft), [secondsLeft]);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const label = left > 0 ? `${left}秒后重试` : sentBefore || secondsLeft > 0 ? '重新获取' : '获取验证码';
  return (
    <button type="submit" name={name} value={value} className="sms-button" disabled={left > 0} formNoValidate>
      {label}
    </button>
  );
}

// The frame of the public account screens (register, set password, find password): a titled
// card, the form-level messages (server markup, so they show without JS) and the links below.
import type { ReactNode } from 'react';
import { Alert } from '#app/components/alert';

export function AccountCard({
  id,
  title,
  message,
  errors,
  children,
  footer,
  wide,
}: {
  id: string;
  title: string;
  /** a success notice of the last step, e.g. '手机验证码发送成功！请注意查收' */
  message?: string | null;
  /** form-level errors: the platform's message ('该手机号已注册', '短信验证码错误', ...) */
  errors?: string[] | null;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) {
  const titleId = `${id}-title`;
  return (
    <div className="auth-page">
      <section className={wide ? 'auth-card auth-card-wide' : 'auth-card'} aria-labelledby={titleId}>
        <h1 id={titleId} className="auth-title">
          {title}
        </h1>
        {message ? (
          <Alert color="green" role="status" mb="sm">
            {message}
          </Alert>
        ) : null}
        {errors?.length ? (
          <Alert color="red" role="alert" mb="sm">
            {errors.join('；')}
          </Alert>
        ) : null}
        {children}
        {footer ? <p className="auth-links">{footer}</p> : null}
      </section>
    </div>
  );
}

// The image code (图形验证码) of a public form: input, the image with its key, and a '换一张' link
// that reloads the page's loader for a new one (a plain link, so it works without JS).
import { Link } from '@remix-run/react';
import { TextInput } from '#app/components/text-input';
import { MESSAGES_8 } from '#contract/codes';
import { textProps, type TextFieldMeta } from '#app/components/field-props';

/** An image code as a form shows it: its key (posted back) and where its picture is. */
export type Captcha = { key: string; src: string };

export function CaptchaField({ field, captcha, refreshHref }: { field: TextFieldMeta; captcha: Captcha | null; refreshHref: string }) {
  return (
    <div className="captcha-row">
      <TextInput
        // A new image (after '换一张' or any reply) empties the answer: codes are single use.
        key={`${field.name}-${field.key}-${captcha?.key ?? ''}`}
        label="图形验证码"
        {...textProps(field)}
        autoComplete="off"
        maxLength={6}
        placeholder="请输入验证码"
      />
      {captcha ? (
        <>
          <input type="hidden" name="imgCodeKey" value={captcha.key} />
          <img className="captcha-image" src={captcha.src} alt="图形验证码" width={110} height={40} />
        </>
      ) : (
        <span className="muted">{MESSAGES_8.loadFailed}</span>
      )}
      <Link to={refreshHref} className="captcha-refresh" replace preventScrollReset>
        换一张
      </Link>
    </div>
  );
}

// The image code (图形验证码) of a public form: input, the picture with its key, a '换一张' link
// that reloads the page's loader for a new one (a plain link, so it works without JS), and the
// text challenge for whoever cannot see the picture (decision 019).
//
// The picture is a link to itself: a text browser lists it among its links and opens it in an
// image viewer; a sighted user may open it larger in a new tab.
import { Link } from '@remix-run/react';
import { TextInput } from '#app/components/text-input';
import { MESSAGES_8 } from '#contract/codes';
import { textProps, type TextFieldMeta } from '#app/components/field-props';

export type CaptchaKind = 'image' | 'question';

/** An image code as a form shows it: its key (posted back) and where its picture is, or its question. */
export type Captcha = { kind: 'image'; key: string; src: string } | { kind: 'question'; key: string; question: string };

/** `href` with one query parameter set. */
function withParam(href: string, name: string, value: string): string {
  const [path, query = ''] = href.split('?');
  const params = new URLSearchParams(query);
  params.set(name, value);
  return `${path}?${params}`;
}

export function CaptchaField({ field, captcha, refreshHref }: { field: TextFieldMeta; captcha: Captcha | null; refreshHref: string }) {
  const question = captcha?.kind === 'question' ? captcha.question : null;
  return (
    <div className="captcha-row">
      <TextInput
        // A new image (after '换一张' or any reply) empties the answer: codes are single use.
        key={`${field.name}-${field.key}-${captcha?.key ?? ''}`}
        label={question ? `验证问题：${question}` : '图形验证码'}
        {...textProps(field)}
        autoComplete="off"
        maxLength={6}
        inputMode={question ? 'numeric' : undefined}
        placeholder={question ? '请填写答案' : '请输入验证码'}
      />
      {captcha ? <input type="hidden" name="imgCodeKey" value={captcha.key} /> : null}
      {captcha?.kind === 'image' ? (
        <a href={captcha.src} target="_blank" rel="noopener" className="captcha-image-link">
          <img className="captcha-image" src={captcha.src} alt="图形验证码图片（在新窗口打开）" width={110} height={40} />
        </a>
      ) : captcha ? null : (
        <span className="muted">{MESSAGES_8.loadFailed}</span>
      )}{' '}
      <Link to={withParam(refreshHref, 'newCode', '1')} className="captcha-refresh" replace preventScrollReset>
        换一张
      </Link>{' '}
      <Link to={withParam(refreshHref, 'captcha', question ? 'image' : 'question')} className="captcha-refresh captcha-switch" replace preventScrollReset>
        {question ? '改用图形验证码' : '看不清图片？改用文字验证题'}
      </Link>
    </div>
  );
}

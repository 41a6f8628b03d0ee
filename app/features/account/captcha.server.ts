// The image code a public form shows, kept across reloads: its key and kind ride in a cookie, so
// reloading the page, or a text browser fetching it again to show its source, shows the same code
// instead of spending a new one (issue 41, "A newcomer's first hour"). A new one comes when the
// kept one is used or expired, or on '换一张' (?newCode=1).
//
// Two kinds (decision 019): the picture, and a text challenge for whoever cannot see it (screen
// readers, braille displays, lynx), chosen with ?captcha=question and kept until ?captcha=image.
import { CODES } from '#contract/codes';
import { api } from '#app/utils/api.server';
import type { Caller } from '#app/utils/platform.server';
import type { Captcha, CaptchaKind } from './captcha-field';
import { accountCookie } from './cookies.server';

// The kind outlives one code (five minutes); a stale key is checked and replaced.
const captchaCookie = accountCookie('captcha', 60 * 60 * 24);

type Kept = { key: string; kind: CaptchaKind };

async function keptCode(request: Request): Promise<Kept | null> {
  const value: unknown = await captchaCookie().parse(request.headers.get('Cookie'));
  if (!value || typeof value !== 'object') return null;
  const { key, kind } = value as Record<string, unknown>;
  return typeof key === 'string' && (kind === 'image' || kind === 'question') ? { key, kind } : null;
}

const imageSrc = (key: string) => `/resources/captcha/${key}`;

/** The code to show (null when none could be loaded: the form says '加载失败'), and the Set-Cookie keeping it. */
export async function pageCaptcha(caller: Caller): Promise<{ captcha: Captcha | null; setCookie: string | null }> {
  const url = new URL(caller.request.url);
  const kept = await keptCode(caller.request);
  const asked = url.searchParams.get('captcha');
  const kind: CaptchaKind = asked === 'question' || asked === 'image' ? asked : (kept?.kind ?? 'image');
  if (kept && kept.kind === kind && !url.searchParams.has('newCode')) {
    const live = await api.auth.liveCode.envelope(caller, { key: kept.key }, { token: null });
    if (live.code === CODES.SUCCESS) {
      const captcha: Captcha =
        live.data.question === null
          ? { kind: 'image', key: live.data.key, src: imageSrc(live.data.key) }
          : { kind: 'question', key: live.data.key, question: live.data.question };
      if (captcha.kind === kind) return { captcha, setCookie: null };
    }
  }
  let captcha: Captcha | null = null;
  if (kind === 'question') {
    const issued = await api.auth.questionCode.envelope(caller, {}, { token: null });
    if (issued.code === CODES.SUCCESS) captcha = { kind, key: issued.data.key, question: issued.data.question };
  } else {
    const issued = await api.auth.imageCode.envelope(caller, {}, { token: null });
    if (issued.code === CODES.SUCCESS) captcha = { kind, key: issued.data.key, src: imageSrc(issued.data.key) };
  }
  if (!captcha) return { captcha: null, setCookie: null };
  return { captcha, setCookie: await captchaCookie().serialize({ key: captcha.key, kind } satisfies Kept) };
}

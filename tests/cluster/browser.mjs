// A browser without JavaScript for the cluster smoke (issue 49): a cookie jar, redirects followed
// as a browser follows them, and HTML forms read and submitted as the browser would submit them —
// inputs, checked boxes, selects (the selected option, else the first), textareas, controls tied to
// the form by `form="id"`, the pressed button's name and value, files as multipart. No DOM library:
// the pages are the app's own server-rendered HTML, whose shapes the regular expressions below match.

const decode = (s) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function attr(tag, name) {
  const m = new RegExp(`\\s${name}(?:="([^"]*)")?(?=[\\s/>])`, 'i').exec(tag);
  return m ? decode(m[1] ?? '') : undefined;
}

/** The page's visible text, tags dropped and whitespace folded (for messages and numbers). */
export function text(html) {
  return decode(
    html
      .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
      .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Controls in document order: input, select (with its options), textarea, button. */
function controls(html) {
  const found = [];
  const pattern = /<(input|button)\b[^>]*>|<select\b([^>]*)>([\s\S]*?)<\/select>|<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g;
  for (const m of html.matchAll(pattern)) {
    if (m[1] === 'input' || m[1] === 'button') {
      const tag = m[0];
      found.push({
        kind: m[1],
        tag,
        name: attr(tag, 'name'),
        type: (attr(tag, 'type') ?? (m[1] === 'button' ? 'submit' : 'text')).toLowerCase(),
        value: attr(tag, 'value'),
        checked: attr(tag, 'checked') !== undefined,
        disabled: attr(tag, 'disabled') !== undefined,
        form: attr(tag, 'form'),
      });
    } else if (m[2] !== undefined) {
      const tag = `<select${m[2]}>`;
      const options = [...m[3].matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/g)].map(([, a, label]) => ({
        value: attr(`<option${a}>`, 'value') ?? decode(label.replace(/<[^>]+>/g, '')).trim(),
        label: text(label),
        selected: attr(`<option${a}>`, 'selected') !== undefined,
      }));
      found.push({ kind: 'select', tag, name: attr(tag, 'name'), options, disabled: attr(tag, 'disabled') !== undefined, form: attr(tag, 'form') });
    } else {
      const tag = `<textarea${m[4]}>`;
      found.push({ kind: 'textarea', tag, name: attr(tag, 'name'), value: decode(m[5]).replace(/^\n/, ''), form: attr(tag, 'form') });
    }
  }
  return found;
}

/** Every form of the page: its attributes and its controls (those inside it and those tied to it by id). */
export function forms(html) {
  const all = [];
  for (const m of html.matchAll(/(<form\b[^>]*>)([\s\S]*?)<\/form>/g)) {
    const open = m[1];
    all.push({
      open,
      id: attr(open, 'id'),
      label: attr(open, 'aria-label'),
      action: attr(open, 'action'),
      method: (attr(open, 'method') ?? 'get').toLowerCase(),
      enctype: attr(open, 'enctype'),
      body: m[2],
      controls: controls(m[2]).filter((c) => !c.form || c.form === attr(open, 'id')),
    });
  }
  // controls outside any form that name a form by id
  const outside = html.replace(/<form\b[^>]*>[\s\S]*?<\/form>/g, '');
  for (const c of controls(outside)) {
    const owner = c.form && all.find((f) => f.id === c.form);
    if (owner) owner.controls.push(c);
  }
  return all;
}

/**
 * The form labelled `label` (aria-label), or else the first with a control named `label`, or else
 * the first with a submit button whose value is `label`.
 */
export function findForm(html, label) {
  const all = forms(html);
  return (
    all.find((f) => f.label === label) ??
    all.find((f) => f.controls.some((c) => c.name === label)) ??
    all.find((f) => f.controls.some((c) => (c.kind === 'button' || c.type === 'submit') && c.value === label))
  );
}

/** What a browser would send untouched: successful controls, no button. */
export function defaults(form) {
  const values = [];
  for (const c of form.controls) {
    if (!c.name || c.disabled) continue;
    if (c.kind === 'button' || (c.kind === 'input' && ['submit', 'image', 'reset', 'button', 'file'].includes(c.type))) continue;
    if (c.kind === 'input' && (c.type === 'checkbox' || c.type === 'radio')) {
      if (c.checked) values.push([c.name, c.value ?? 'on']);
      continue;
    }
    if (c.kind === 'select') {
      const chosen = c.options.find((o) => o.selected) ?? c.options[0];
      if (chosen) values.push([c.name, chosen.value]);
      continue;
    }
    values.push([c.name, c.value ?? '']);
  }
  return values;
}

const REQUEST_TIMEOUT_MS = 30_000;

export class Browser {
  cookies = new Map();
  constructor(base) {
    this.base = base;
  }
  async request(url, init = {}) {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    // a request that hangs fails the run instead of holding it (CI must end)
    const res = await fetch(new URL(url, this.base), { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  }
  /** Follows redirects from a response as a browser does (a 303 or 302 after a POST becomes a GET). */
  async follow(res, from) {
    let url = from;
    for (let hops = 0; hops < 6; hops++) {
      const location = res.headers.get('location');
      if (!(res.status >= 300 && res.status < 400 && location)) return { status: res.status, html: await res.text(), url };
      await res.arrayBuffer();
      url = new URL(location, url).toString();
      res = await this.request(url);
    }
    throw new Error(`too many redirects to ${url}`);
  }
  /** GET a page, following redirects. */
  async get(path) {
    const url = new URL(path, this.base).toString();
    return this.follow(await this.request(url), url);
  }
  /**
   * Submits `form` (from a page at `pageUrl`) as a browser would after the user set `fields`
   * (name → value; a value of null removes the field; an array sets several values) and pressed the
   * submit button whose value or text is `button`; `files` (name → { name, type, data }) makes it multipart.
   * Returns the raw response (redirect not followed) and the URL it was posted to.
   */
  async submit(form, pageUrl, { fields = {}, button, files } = {}) {
    const sent = defaults(form).filter(([name]) => !(name in fields));
    for (const [name, value] of Object.entries(fields)) {
      if (value === null) continue;
      for (const v of Array.isArray(value) ? value : [value]) sent.push([name, String(v)]);
    }
    let action = form.action ?? pageUrl;
    if (button !== undefined) {
      const pressed = form.controls.find(
        (c) => (c.kind === 'button' || c.type === 'submit') && (c.value === button || (c.name && `${c.name}=${c.value}` === button)),
      );
      if (!pressed) throw new Error(`no button ${button} in the form ${form.label ?? form.action}`);
      if (pressed.name) sent.push([pressed.name, pressed.value ?? '']);
      const formaction = attr(pressed.tag, 'formaction');
      if (formaction) action = formaction;
    }
    const url = new URL(action || pageUrl, pageUrl).toString();
    if (form.method !== 'post') {
      const target = new URL(url);
      target.search = new URLSearchParams(sent).toString();
      return { res: await this.request(target), url: target.toString() };
    }
    let body;
    const headers = {};
    if (files || form.enctype === 'multipart/form-data') {
      body = new FormData();
      for (const [name, value] of sent) body.append(name, value);
      for (const [name, file] of Object.entries(files ?? {})) body.append(name, new Blob([file.data], { type: file.type }), file.name);
    } else {
      body = new URLSearchParams(sent);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    return { res: await this.request(url, { method: 'POST', body, headers }), url };
  }
  /** submit, then follow the redirect to the page the user lands on. */
  async submitAndFollow(form, pageUrl, options) {
    const { res, url } = await this.submit(form, pageUrl, options);
    return this.follow(res, url);
  }
}

/** The href of the first link whose text (or aria-label) matches `name` (a string is matched whole). */
export function link(html, name) {
  for (const [, open, inner] of html.matchAll(/(<a\b[^>]*>)([\s\S]*?)<\/a>/g)) {
    const href = attr(open, 'href');
    if (!href) continue;
    const names = [text(inner), attr(open, 'aria-label')].filter((n) => n !== undefined);
    if (names.some((n) => (typeof name === 'string' ? n === name : name.test(n)))) return href;
  }
  return undefined;
}

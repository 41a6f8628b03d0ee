import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { POLICY_KEYS, POLICY_PAGES } from '#contract/portal/constants';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { PlatformPageArticle } from '#app/features/portal/platform-page';
import { loadPlatformPage } from '#app/features/portal/portal.server';
export { pagesLinks as links } from '#app/styles/sheets';

// /about/platform and the seven policy documents of the footer (/about/{key}).
export async function loader(args: LoaderFunctionArgs) {
  const key = args.params.type ?? '';
  if (key !== 'platform' && !POLICY_KEYS.includes(key)) throw new Response('页面不存在', { status: 404 });
  return { page: await loadPlatformPage(args, key) };
}

const MENU = [{ key: 'platform', label: '关于平台' }, ...POLICY_PAGES];

function AboutMenu({ current }: { current?: string }) {
  return (
    <nav className="side-menu panel" aria-label="关于平台">
      {MENU.map((m) => (
        <Link key={m.key} to={`/about/${m.key}`} aria-current={current === m.key ? 'page' : undefined}>
          {m.label}
        </Link>
      ))}
    </nav>
  );
}

export default function About() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <div className="with-side">
      <AboutMenu current={page.key} />
      <PlatformPageArticle page={page} />
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <div className="with-side">
      <AboutMenu />
      <GeneralErrorBoundary />
    </div>
  );
}

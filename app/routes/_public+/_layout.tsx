import type { LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import type { Role } from '../../../platform/contract/user';
import { PublicFooter } from '~/components/public-footer';
import { PublicHeader, type HeaderUser } from '~/components/public-header';
import { optionalUser } from '~/utils/auth.server';
import { platform } from '~/utils/platform.server';

type SiteInfo = {
  customerPhone: string;
  copyright: string;
  icpNo: string;
  policeNo: string;
  telecomLicence: string;
};

/** The workbench button is hidden for agents (spec 6). */
const NO_WORKBENCH: Role[] = ['agent', 'individual_agent'];

export async function loader(args: LoaderFunctionArgs) {
  const [site, phone, user] = await Promise.all([
    platform<SiteInfo>(args, '/sysControlParamController/siteInfo', { token: null }),
    platform<{ cpValue: string }>(args, '/sysControlParamController/getCustomerPhone', { method: 'POST', token: null }),
    optionalUser(args),
  ]);
  const headerUser: HeaderUser | null = user
    ? {
        name: user.realName || user.memberName || `${user.mobile.slice(0, 3)}****${user.mobile.slice(-4)}`,
        role: user.role,
        showWorkbench: !NO_WORKBENCH.includes(user.role),
      }
    : null;
  return { site: { ...site, customerPhone: phone.cpValue || site.customerPhone }, user: headerUser };
}

export default function PublicLayout() {
  const { site, user } = useLoaderData<typeof loader>();
  return (
    <>
      <PublicHeader phone={site.customerPhone} user={user} />
      <main className="site-main">
        <Outlet />
      </main>
      <PublicFooter site={site} />
    </>
  );
}

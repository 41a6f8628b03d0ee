// /cockpit/online — 数据驾驶舱-在线监控 (issue 48): the caller's figures (their company's; operations the
// platform's) as big numbers and server-drawn charts; the settings are in the URL.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { CockpitScreen, refreshMeta } from '#app/features/cockpits/cockpit-view';
import { cockpitData } from '#app/features/cockpits/cockpits.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return cockpitData(args, 'online');
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => refreshMeta(data?.filters.refresh, matches);

export default function Cockpit() {
  const { kind, filters, part } = useLoaderData<typeof loader>();
  return <CockpitScreen title="数据驾驶舱-在线监控" kind={kind} filters={filters} part={part} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

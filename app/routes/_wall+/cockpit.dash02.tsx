// /cockpit/dash02 — 数据驾驶舱二 (issue 48): a wall screen (1920×1080, dark) over the caller's figures.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { refreshMeta } from '#app/features/cockpits/cockpit-view';
import { wallData } from '#app/features/cockpits/cockpits.server';
import { WallScreen } from '#app/features/cockpits/wall-view';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return wallData(args, ['shipping', 'control']);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => refreshMeta(data?.filters.refresh, matches);

export default function Wall() {
  const { kinds, filters, parts } = useLoaderData<typeof loader>();
  return <WallScreen title="数据驾驶舱二" kinds={kinds} filters={filters} parts={parts} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

// /shipper/contract/track — 执行跟踪: the caller's framework contracts (filters in the URL); ?id=
// one's execution over its term: contracted, released and delivered weight and freight, and the
// orders released under it.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { ContractList } from '#app/features/contracts/contract-list';
import { FrameworkTrack } from '#app/features/contracts/framework-ui';
import { trackScreenData } from '#app/features/contracts/framework.server';
import { CONTRACT_PATHS } from '#app/features/contracts/paths';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return trackScreenData(args);
}

export default function ContractTrack() {
  const { list, track } = useLoaderData<typeof loader>();
  if (track) return <FrameworkTrack track={track} />;
  return <ContractList path={CONTRACT_PATHS.track} title="执行跟踪" query={list!.query} rows={list!.rows} total={list!.total} withKind={false} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

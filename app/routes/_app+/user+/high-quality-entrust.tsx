// 优质委托 (/user/high-quality-entrust): the entrusts of the shipper (operations: all of them)
// with their state and resulting order; entrusting and matching happen on /sourceManage/entrust.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EntrustList } from '#app/features/market/entrust-list';
import { requireUser } from '#app/utils/auth.server';
import { entrustListData } from '#app/features/market/entrust.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return entrustListData(args, false);
}

export default function HighQualityEntrust() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <EntrustList title="优质委托" path="/user/high-quality-entrust" data={data} withForms={false} />
      <p className="muted">
        新的委托请到 <Link to="/sourceManage/entrust">委托平台</Link>。
      </p>
    </>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

// 发布货源 (/sourceManage/release-source, requiresPass): a new cargo, or ?id= edits one while
// nobody has taken it, ?copy= starts from an earlier cargo, ?template= / ?goods= from frequent
// entries. The platform applies banned words, order limits and required load/unload fields.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { CargoPublishPage } from '#app/features/market/cargo-publish-page';
import { requireUser } from '#app/utils/auth.server';
import { cargoFormAction, cargoFormData } from '#app/features/market/cargo-form.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return cargoFormData(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireUser(args);
  return cargoFormAction(args);
}

export default function ReleaseSource() {
  return <CargoPublishPage path="/sourceManage/release-source" title="发布货源" />;
}

export { skipRevalidationAfterShaping as shouldRevalidate } from '#app/components/shaping';
export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

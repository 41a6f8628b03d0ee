// /content-manage/version — 版本管理 (operations): the platform's release versions and their notes
// (spec 7: POST /api/system/version/page), added and corrected here (?edit=), deleted after a confirmation (?remove=).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { VersionsScreen } from '#app/features/content/versions-ui';
import { versionsAction, versionsData } from '#app/features/content/versions.server';

export const loader = (args: LoaderFunctionArgs) => versionsData(args);
export const action = (args: ActionFunctionArgs) => versionsAction(args);

export default function Versions() {
  return <VersionsScreen {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

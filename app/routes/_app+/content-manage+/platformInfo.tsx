// /content-manage/platformInfo — 平台信息 (operations): the platform's own pages (about, rules,
// agreements): edit (?edit=key), enable, disable, delete (?remove=key confirms).
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PlatformInfoScreen } from '#app/features/content/platform-info-ui';
import { platformInfoAction, platformInfoData } from '#app/features/content/platform-info.server';

export const loader = (args: LoaderFunctionArgs) => platformInfoData(args);
export const action = (args: ActionFunctionArgs) => platformInfoAction(args);

export default function PlatformInfo() {
  return <PlatformInfoScreen {...useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

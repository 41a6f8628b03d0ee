// /my-center/areaManage — 重点区域: the company's key areas (circles and polygons) and their alarm
// rules. ?edit=new|id opens the form, ?alarm=id the alarm rules, ?delete=id the confirmation;
// filters and pages live in the URL.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { KeyAreasScreen } from '#app/features/areas/area-ui';
import { keyAreasAction, keyAreasData } from '#app/features/areas/areas.server';

export const loader = (args: LoaderFunctionArgs) => keyAreasData(args);
export const action = (args: ActionFunctionArgs) => keyAreasAction(args);

export default function AreaManage() {
  return <KeyAreasScreen />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

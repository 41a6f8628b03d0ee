// /my-center/areaAlertManage — 区域告警: the alarms raised on the company's key areas by its
// waybills' positions (area, waybill number, type and days in the URL).
import type { LoaderFunctionArgs } from '@remix-run/node';
import { AreaAlarmsScreen } from '#app/features/areas/alarm-ui';
import { areaAlarmsData } from '#app/features/areas/areas.server';

export const loader = (args: LoaderFunctionArgs) => areaAlarmsData(args);

export default function AreaAlertManage() {
  return <AreaAlarmsScreen />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

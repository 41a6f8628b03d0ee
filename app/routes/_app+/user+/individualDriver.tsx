// /user/individualDriver — 个人司机/车队长认证：实名信息、驾驶证号与准驾车型、从业资格证号（选填）、身份证与驾驶证照片。
// The flow is shared by the four certification screens: app/features/certification/certification.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { CertificationScreen } from '#app/features/certification/certification-form';
import { certificationAction, certificationLoader } from '#app/features/certification/certification.server';

export const loader = (args: LoaderFunctionArgs) => certificationLoader(args, 'individualDriver');
export const action = (args: ActionFunctionArgs) => certificationAction(args, 'individualDriver');

export default function IndividualDriverPage() {
  return <CertificationScreen />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

// /user/individualShipper — 个人货主实名认证：真实姓名、身份证号码、身份证人像面与国徽面照片。
// The flow is shared by the four certification screens: app/features/certification/certification.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { CertificationScreen } from '#app/features/certification/certification-form';
import { certificationAction, certificationLoader } from '#app/features/certification/certification.server';

export const loader = (args: LoaderFunctionArgs) => certificationLoader(args, 'individualShipper');
export const action = (args: ActionFunctionArgs) => certificationAction(args, 'individualShipper');

export default function IndividualShipperPage() {
  return <CertificationScreen />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

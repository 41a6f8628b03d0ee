// /user/companyShipper — 企业货主资质认证：企业名称、统一社会信用代码、法人/联系人实名信息、营业执照与身份证照片。
// The flow is shared by the four certification screens: app/features/certification/certification.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { CertificationScreen } from '#app/features/certification/certification-form';
import { certificationAction, certificationLoader } from '#app/features/certification/certification.server';

export const loader = (args: LoaderFunctionArgs) => certificationLoader(args, 'companyShipper');
export const action = (args: ActionFunctionArgs) => certificationAction(args, 'companyShipper');

export default function CompanyShipperPage() {
  return <CertificationScreen />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

// /user/companyDriver — 承运商/经纪人企业资质认证：企业名称、统一社会信用代码、道路运输经营许可证号、营业执照与许可证照片、联系人实名信息。
// The flow is shared by the four certification screens: app/features/certification/certification.server.ts.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { CertificationScreen } from '#app/features/certification/certification-form';
import { certificationAction, certificationLoader } from '#app/features/certification/certification.server';

export const loader = (args: LoaderFunctionArgs) => certificationLoader(args, 'companyDriver');
export const action = (args: ActionFunctionArgs) => certificationAction(args, 'companyDriver');

export default function CompanyDriverPage() {
  return <CertificationScreen />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

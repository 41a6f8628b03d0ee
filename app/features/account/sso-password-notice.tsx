import { Link } from '@remix-run/react';
import { Button } from '#app/components/button';
import { Alert } from '#app/components/alert';
import { MESSAGES_8 } from '#contract/codes';
import { SSO_PATH } from './account-actions';

/** Employees (employeeNo) change their password in the unified portal (spec 6, code 9988). */
export function SsoPasswordNotice() {
  return (
    <div className="account-sso">
      <Alert color="orange" role="alert" mb="md">
        {MESSAGES_8.ssoOnly}
      </Alert>
      <Button component={Link} to={SSO_PATH}>
        前往统一登录门户
      </Button>
    </div>
  );
}

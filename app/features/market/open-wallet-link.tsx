import { Link } from '@remix-run/react';

/**
 * Under a grab or quote the platform refused because the load is paid online and the taker has no
 * opened wallet: the way to open one (the refusal's message says why).
 */
export function OpenWalletLink({ path }: { path: string | undefined }) {
  if (!path) return null;
  return (
    <p className="cap-error">
      <Link to={path}>去开通钱包</Link>（开通后即可承接线上支付的货源）
    </p>
  );
}

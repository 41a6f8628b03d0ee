// What the wallet screens say while the custody bank is not configured: its own module, so the
// open-wallet screens do not load the wallet forms (issue 15).
export function BankNotConfigured() {
  return (
    <p className="cap-warning-text" role="status">
      存管银行未接入，暂不能在线开户、绑卡、付款或提现；结算单仍可线下付款并登记。
    </p>
  );
}

// The bid of a bid cargo on its detail page. Bidders quote (sealed: each sees only its own quote),
// change or withdraw until the deadline; the shipper sees how many quotes came in, opens them
// after the deadline and then compares and awards on /user/goodsBid/:id.
import { getFormProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useNavigation } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { TextInput } from '#app/components/text-input';
import { Button } from '#app/components/button';
import { textProps } from '#app/components/field-props';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazyForm } from '#app/components/lazy-validation';
import { OpenWalletLink } from './open-wallet-link';
import { VehicleCountField } from './vehicle-count-field';

type BidQuote = {
  id: number;
  unitPrice: string;
  unitPriceYuan: string;
  vehicleCount: number;
  remark: string;
  status: string;
  statusLabel: string;
  updatedAt: string;
};
export type BidPanelData = {
  bidStatus: string;
  bidStatusLabel: string;
  quoteCount: number;
  due: boolean;
  mine: boolean;
  quotes: BidQuote[];
};

function QuoteForm({
  cargoId,
  maxVehicles,
  current,
  lastResult,
  walletPath,
}: {
  cargoId: number;
  maxVehicles: number;
  current: BidQuote | null;
  lastResult?: SubmissionResult<string[]> | null;
  walletPath?: string;
}) {
  const navigation = useNavigation();
  const [form, fields] = useLazyForm(
    () => import('#contract/market/marketplace'),
    (m) => m.quoteForm,
    {
      id: 'quote-form',
      lastResult,
      defaultValue: current ? { unitPrice: current.unitPriceYuan, vehicleCount: String(current.vehicleCount), remark: current.remark } : { vehicleCount: '1' },
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} className="grab-form" aria-label="报价">
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <input type="hidden" name="cargoId" value={cargoId} />
      <FormErrors errors={form.errors} flush />
      <OpenWalletLink path={walletPath} />
      <TextInput key={fields.unitPrice.key} label="报价单价（元/吨）" {...textProps(fields.unitPrice)} inputMode="decimal" />
      <VehicleCountField field={fields.vehicleCount} label="报价车辆数" max={maxVehicles} />
      <TextInput key={fields.remark.key} label="备注" {...textProps(fields.remark)} maxLength={200} />
      <Button type="submit" name="intent" value="quote" loading={navigation.formData?.get('intent') === 'quote'}>
        {current && current.status === '0' ? '修改报价' : '提交报价'}
      </Button>
    </Form>
  );
}

export function BidPanel({
  cargoId,
  maxVehicles,
  bid,
  canQuote,
  lastResult,
  walletPath,
}: {
  cargoId: number;
  maxVehicles: number;
  bid: BidPanelData;
  canQuote: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  /** the wallet screen, when the last quote was refused for want of an opened wallet */
  walletPath?: string;
}) {
  const mine = bid.quotes[0] ?? null;
  const open = bid.bidStatus === '1' && !bid.due;
  if (bid.mine) {
    return (
      <section aria-labelledby="bid-title">
        <h2 id="bid-title" className="section-title">
          竞价（{bid.bidStatusLabel}）
        </h2>
        {bid.bidStatus === '1' ? (
          <>
            <p>
              已收到 {bid.quoteCount} 份报价{bid.due ? '，竞价已截止' : '，截止前报价保密'}。
            </p>
            {bid.due ? (
              <Form method="post" className="inline-form">
                <AuthenticityTokenInput />
                <input type="hidden" name="cargoId" value={cargoId} />
                <Button type="submit" name="intent" value="open">
                  开标
                </Button>
              </Form>
            ) : bid.quoteCount > 0 ? (
              <Form method="post" className="inline-form">
                <AuthenticityTokenInput />
                <input type="hidden" name="cargoId" value={cargoId} />
                <Button type="submit" name="intent" value="openEarly" variant="default">
                  提前截止并开标
                </Button>
              </Form>
            ) : null}
          </>
        ) : bid.bidStatus === '2' || bid.bidStatus === '4' ? (
          <p>
            <Link to={`/user/goodsBid/${cargoId}`}>{bid.bidStatus === '2' ? '比价并定标' : '查看报价与中标结果'}</Link>
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section aria-labelledby="bid-title">
      <h2 id="bid-title" className="section-title">
        我的报价（{bid.bidStatusLabel}）
      </h2>
      {mine ? (
        <p>
          {mine.unitPrice}，{mine.vehicleCount} 车，{mine.statusLabel}（{mine.updatedAt}）
        </p>
      ) : (
        <p className="muted">尚未报价</p>
      )}
      {open && canQuote ? <QuoteForm cargoId={cargoId} maxVehicles={maxVehicles} current={mine} lastResult={lastResult} walletPath={walletPath} /> : null}
      {open && mine?.status === '0' ? (
        <Form method="post" className="inline-form">
          <AuthenticityTokenInput />
          <input type="hidden" name="cargoId" value={cargoId} />
          <button type="submit" name="intent" value="withdraw" className="link-button">
            撤回报价
          </button>
        </Form>
      ) : null}
    </section>
  );
}

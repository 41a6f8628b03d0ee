// 收货单位（选填）: any name is taken; with JS, typing two characters or more offers the platform's
// companies whose name contains them or whose credit code starts with them (a <datalist> fed by
// /resources/market/consignee-options), so a registered one is picked exactly and linked.
import type { FieldMetadata } from '@conform-to/react';
import { useFetcher } from '@remix-run/react';
import { Field } from '#app/components/forms';

const LIST_ID = 'consignee-options';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function ConsigneeField({ meta }: { meta: FieldMetadata<any, any, string[]> }) {
  const lookup = useFetcher<{ companies: { name: string; creditCode: string | null }[] }>();
  const companies = lookup.data?.companies ?? [];
  return (
    <div
      className="cargo-consignee"
      onInput={(e) => {
        const input = e.target as HTMLInputElement;
        if (input.name !== meta.name) return;
        const q = input.value.trim();
        if (q.length >= 2) lookup.load(`/resources/market/consignee-options?${new URLSearchParams({ q })}`);
      }}
    >
      <Field
        meta={meta}
        label="收货单位（选填）"
        maxLength={50}
        list={LIST_ID}
        hint="平台企业可按名称或统一社会信用代码查找后选中；未在平台注册的单位填写全称。采购业务的收货单位为本企业"
      />
      <datalist id={LIST_ID}>
        {companies.map((c) => (
          <option key={c.name} value={c.name}>
            {c.creditCode ?? ''}
          </option>
        ))}
      </datalist>
    </div>
  );
}

// The certification screens (spec 2, user area: individualShipper, companyShipper,
// individualDriver, companyDriver): the submitted data read-only while it is in review or once
// approved, otherwise the form. A multipart POST that works without JavaScript; with it, Conform
// validates on the client and a chosen image is previewed before upload.
import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Fragment, useEffect, useRef, useState } from 'react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { TextInput } from '#app/components/text-input';
import { Button } from '#app/components/button';
import { Alert } from '#app/components/alert';
import { DRIVING_LICENCE_CLASS } from '#contract/capacity/dict';
import { labelIn } from '#contract/dictionaries';
import { ErrorSummary, FormErrors } from '#app/components/form-errors';
import { useLazySchema } from '#app/components/lazy-validation';
import { IMAGE_ACCEPT, previewUrl } from '#app/utils/files';
import { ViewerLink } from '#app/features/files/viewer-link';
import { formatDateTime } from '#app/utils/format';
import { maskIdCard } from '#app/utils/masks';
import {
  APPROVED_MESSAGE,
  FIELD_LABELS,
  FILE_SLOTS,
  KIND_PATHS,
  KIND_SLOTS,
  KIND_TITLES,
  PENDING_MESSAGE,
  SLOT_SPECS,
  idCardLabel,
  isCertificationKind,
  keptField,
  keptSlots,
  realNameLabel,
  type Certification,
  type CertificationData,
  type CertificationForm,
  type CertificationKind,
  type FileSlot,
  type FileSlotSpec,
} from './certification-fields';

export type CertificationScreenData = {
  kind: CertificationKind;
  view: 'pending' | 'approved' | 'form';
  allowed: boolean;
  recommended: CertificationKind | null;
  current: Certification | null;
  rejected: { reason: string } | null;
  defaultValue: Omit<CertificationData, 'files'>;
  kept: Partial<Record<FileSlot, string>>;
};

type ActionData = { result: SubmissionResult<string[]>; kept: Partial<Record<FileSlot, string>> } | undefined;

/** The whole screen; each route module's default export renders it with its loader data. */
export function CertificationScreen() {
  const page = useLoaderData() as unknown as CertificationScreenData;
  const actionData = useActionData() as ActionData;
  const { kind, view, current } = page;
  return (
    <section className="panel cert-page" aria-labelledby="cert-title">
      <h1 id="cert-title" className="page-title">
        {KIND_TITLES[kind]}
      </h1>
      {view === 'pending' && current ? (
        <>
          <Alert color="orange" role="status" mb="md">
            {PENDING_MESSAGE}
          </Alert>
          <CertificationSummary certification={current} />
        </>
      ) : null}
      {view === 'approved' ? (
        <>
          <Alert color="green" role="status" mb="md">
            {APPROVED_MESSAGE}
          </Alert>
          {current && current.kind === kind ? <CertificationSummary certification={current} /> : null}
        </>
      ) : null}
      {view === 'form' && !page.allowed ? (
        <Alert color="blue" role="status" mb="md">
          该认证不适用于您当前的账号身份。
          {page.recommended ? (
            <>
              {' '}
              请前往 <Link to={KIND_PATHS[page.recommended]}>{KIND_TITLES[page.recommended]}</Link>。
            </>
          ) : null}
        </Alert>
      ) : null}
      {view === 'form' && page.allowed ? (
        <>
          {page.rejected ? (
            <Alert color="red" role="alert" mb="md" title="认证已驳回">
              驳回原因：{page.rejected.reason || '未填写'}。请修改后重新提交。
            </Alert>
          ) : null}
          <CertificationFormFields kind={kind} lastResult={actionData?.result} defaultValue={page.defaultValue} kept={actionData?.kept ?? page.kept} />
        </>
      ) : null}
      <p className="cert-back">
        <Link to="/nameAuthe">返回资质认证</Link>
      </p>
    </section>
  );
}

/** The submitted data, read-only; images load through the file proxy. */
export function CertificationSummary({ certification }: { certification: Certification }) {
  const kind = isCertificationKind(certification.kind) ? certification.kind : null;
  const values = certification.data ?? {};
  const order: Array<keyof typeof FIELD_LABELS> = [
    'companyName',
    'creditCode',
    'roadPermitNo',
    'realName',
    'idCard',
    'licenceNo',
    'licenceClass',
    'qualificationNo',
  ];
  const label = (key: keyof typeof FIELD_LABELS) =>
    kind && key === 'realName' ? realNameLabel(kind) : kind && key === 'idCard' ? idCardLabel(kind) : FIELD_LABELS[key];
  const show = (key: keyof typeof FIELD_LABELS, value: string) => {
    if (key === 'idCard' || key === 'licenceNo') return maskIdCard(value);
    if (key === 'licenceClass') return labelIn(DRIVING_LICENCE_CLASS, value) || value;
    return value;
  };
  const images = FILE_SLOTS.filter((slot) => values.files?.[slot]);
  // the viewer pages through the submitted images
  const gallery = images.map((slot) => values.files![slot]!);
  return (
    <div className="cert-summary">
      <dl className="facts">
        <dt>认证类型</dt>
        <dd>{kind ? KIND_TITLES[kind] : certification.kind}</dd>
        {order
          .filter((key) => values[key])
          .map((key) => (
            <Fragment key={key}>
              <dt>{label(key)}</dt>
              <dd>{show(key, values[key] as string)}</dd>
            </Fragment>
          ))}
        <dt>提交时间</dt>
        <dd>{formatDateTime(certification.createdAt)}</dd>
      </dl>
      {images.length > 0 ? (
        <div className="cert-gallery">
          {images.map((slot) => (
            <figure key={slot} className="cert-figure">
              <ViewerLink uuid={values.files![slot]!} owner={{ list: gallery }} className="viewer-thumb-link">
                <img src={previewUrl(values.files![slot]!)} alt={SLOT_SPECS[slot].label} loading="lazy" />
              </ViewerLink>
              <figcaption>{SLOT_SPECS[slot].label}</figcaption>
            </figure>
          ))}
        </div>
      ) : null}
    </div>
  );
}

type FormProps = {
  kind: CertificationKind;
  lastResult?: SubmissionResult<string[]>;
  defaultValue: Omit<CertificationData, 'files'>;
  kept: Partial<Record<FileSlot, string>>;
};

function CertificationFormFields({ kind, lastResult, defaultValue, kept }: FormProps) {
  const navigation = useNavigation();
  // The schemas (zod) load after hydration: ./certification.ts, the same ones the action uses.
  const onValidate = useLazySchema(
    () => import('./certification'),
    (m, formData) => m.certificationSchema(kind, keptSlots(kind, formData)),
  );
  const [form, fields] = useForm<CertificationForm>({
    id: `cert-${kind}`,
    lastResult,
    defaultValue,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate,
  });
  const submitting = navigation.state === 'submitting' && navigation.formAction === KIND_PATHS[kind];
  const company = kind === 'companyShipper' || kind === 'companyDriver';

  return (
    <Form method="post" action={KIND_PATHS[kind]} encType="multipart/form-data" {...getFormProps(form)} className="cert-form">
      <ErrorSummary form={form} />
      <AuthenticityTokenInput />
      <FormErrors errors={form.errors} flush />

      {company ? (
        <fieldset className="cert-fieldset">
          <legend>企业信息</legend>
          <TextField meta={fields.companyName} label="企业名称" placeholder="与营业执照一致" maxLength={100} />
          <TextField meta={fields.creditCode} label="统一社会信用代码" placeholder="18位统一社会信用代码" maxLength={24} className="cert-code" />
          {kind === 'companyDriver' ? (
            <TextField meta={fields.roadPermitNo} label="道路运输经营许可证号" placeholder="12位数字" maxLength={12} inputMode="numeric" />
          ) : null}
        </fieldset>
      ) : null}

      <fieldset className="cert-fieldset">
        <legend>{company ? (kind === 'companyShipper' ? '法人/联系人信息' : '联系人信息') : '身份信息'}</legend>
        <TextField meta={fields.realName} label={realNameLabel(kind)} placeholder="与身份证一致" maxLength={40} autoComplete="name" />
        <TextField meta={fields.idCard} label={idCardLabel(kind)} placeholder="18位身份证号码" maxLength={24} />
        {kind === 'individualDriver' ? (
          <>
            <TextField meta={fields.licenceNo} label="驾驶证号" placeholder="中国驾驶证号即身份证号码" maxLength={20} />
            <div className="cert-field">
              <label htmlFor={fields.licenceClass.id} className="cert-label">
                准驾车型 <span className="cert-required">*</span>
              </label>
              <select {...getSelectProps(fields.licenceClass)} key={fields.licenceClass.key} className="cert-select">
                <option value="">请选择</option>
                {DRIVING_LICENCE_CLASS.items.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </select>
              <FieldError meta={fields.licenceClass} />
            </div>
            <TextField meta={fields.qualificationNo} label="从业资格证号" placeholder="选填" maxLength={20} required={false} />
          </>
        ) : null}
      </fieldset>

      <fieldset className="cert-fieldset">
        <legend>证件照片</legend>
        <p className="muted cert-tip">支持 JPG、PNG、WEBP、GIF 格式，单张不超过10MB；请保证证件四角完整、文字清晰。</p>
        <div className="cert-images">
          {KIND_SLOTS[kind].map((slot) => (
            <ImageField key={slot} spec={SLOT_SPECS[slot]} meta={fields[slot] as FieldMetadata<File | undefined>} keptUuid={kept[slot]} />
          ))}
        </div>
      </fieldset>

      <div className="cert-actions">
        <Button type="submit" loading={submitting}>
          提交认证
        </Button>
      </div>
    </Form>
  );
}

function FieldError({ meta }: { meta: { errorId: string; errors?: string[] } }) {
  if (!meta.errors?.length) return null;
  return (
    <p id={meta.errorId} className="cert-error">
      {meta.errors.join('；')}
    </p>
  );
}

type TextFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  autoComplete?: string;
  required?: boolean;
  className?: string;
};

function TextField({ meta, label, required = true, ...rest }: TextFieldProps) {
  return (
    <TextInput
      label={label}
      withAsterisk={required}
      {...getInputProps(meta, { type: 'text' })}
      key={meta.key}
      autoComplete={rest.autoComplete ?? 'off'}
      placeholder={rest.placeholder}
      maxLength={rest.maxLength}
      inputMode={rest.inputMode}
      className={rest.className}
      error={meta.errors?.join('；')}
    />
  );
}

function ImageField({ spec, meta, keptUuid }: { spec: FileSlotSpec; meta: FieldMetadata<File | undefined>; keptUuid: string | undefined }) {
  // With JS the chosen image shows at once (an object URL, released when replaced).
  const [chosenUrl, setChosenUrl] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(
    () => () => {
      if (chosenUrl) URL.revokeObjectURL(chosenUrl);
    },
    [chosenUrl],
  );
  // Once the server keeps an upload of this slot, the chosen file is not sent again.
  useEffect(() => {
    if (keptUuid && input.current) {
      input.current.value = '';
      setChosenUrl(null);
    }
  }, [keptUuid]);
  const src = chosenUrl ?? (keptUuid ? previewUrl(keptUuid) : null);
  return (
    <div className="cert-image-field">
      <label htmlFor={meta.id} className="cert-label">
        {spec.label} <span className="cert-required">*</span>
      </label>
      <div className="cert-image-box">{src ? <img src={src} alt={`${spec.label}预览`} /> : <span className="muted">未选择图片</span>}</div>
      {keptUuid ? (
        <>
          <input type="hidden" name={keptField(spec.slot)} value={keptUuid} />
          <p className="muted cert-kept">已上传，重新选择可替换</p>
        </>
      ) : null}
      <input
        {...getInputProps(meta, { type: 'file' })}
        key={meta.key}
        ref={input}
        accept={IMAGE_ACCEPT}
        className="cert-file"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          setChosenUrl(file && file.type.startsWith('image/') ? URL.createObjectURL(file) : null);
        }}
      />
      <FieldError meta={meta} />
    </div>
  );
}

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCreditCode, makeIdCard } from '../../seed/factories';
import { certifications, companies, users } from '../../db/schema';
import { openTestPlatform, type TestPlatform } from '../auth/testing';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { PERMISSION_REFUSED } from '../../http/permissions';

let t: TestPlatform;
let operator: string;

const ID = makeIdCard('130203', '19900101', '123');
const CREDIT = makeCreditCode('130203', 'MA0K7Q2P');

beforeAll(async () => {
  t = await openTestPlatform();
  operator = await t.sessionFor(DEMO_ACCOUNTS.operator.mobile);
});

afterAll(async () => {
  await t?.close();
});

async function uploadImage(token: string, purpose: string): Promise<string> {
  const bytes = new Uint8Array(64);
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  const form = new FormData();
  form.set('file', new File([bytes], `${purpose}.jpg`, { type: 'image/jpeg' }));
  form.set('purpose', purpose);
  const result = await t.call('/actions/upload/image', { method: 'POST', body: form, token });
  expect(result.body.code).toBe(200);
  return result.body.data.uuid;
}

describe('submit', () => {
  it('validates fields per kind with Chinese messages', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.unverifiedShipper.mobile);
    const submit = (json: unknown) => t.call('/users/certification/submit', { token, json });
    expect((await submit({ kind: 'individualShipper', realName: '吴斌', idCard: '130203199001011234' })).body).toMatchObject({
      code: 400,
      message: '请输入正确的身份证号码',
    });
    expect((await submit({ kind: 'individualShipper', realName: '', idCard: ID })).body.message).toBe('请输入真实姓名');
    expect((await submit({ kind: 'companyShipper', realName: '吴斌', idCard: ID, companyName: '某公司' })).body.message).toBe('请输入统一社会信用代码');
    expect((await submit({ kind: 'companyShipper', realName: '吴斌', idCard: ID, companyName: '某公司', creditCode: '91130203MA0K7Q2PIO' })).body.message).toBe(
      '请输入正确的统一社会信用代码',
    );
    // The right shape with a wrong check character is refused on the platform too, not only in the form.
    const wrongCheck = CREDIT.slice(0, 17) + (CREDIT[17] === '0' ? '1' : '0');
    expect((await submit({ kind: 'companyShipper', realName: '吴斌', idCard: ID, companyName: '某公司', creditCode: wrongCheck })).body.message).toBe(
      '请输入正确的统一社会信用代码',
    );
    expect((await submit({ kind: 'companyShipper', realName: '吴斌', idCard: ID, companyName: '某公司', creditCode: CREDIT })).body.message).toBe(
      '请上传营业执照',
    );
    expect((await submit({ kind: 'individualDriver', realName: '吴斌', idCard: ID, files: {} })).body.message).toBe('请输入驾驶证号');
    expect((await submit({ kind: 'individualDriver', realName: '吴斌', idCard: ID, licenceNo: '130203199001011234' })).body.message).toBe('请上传驾驶证');
    const licence = await uploadImage(token, 'business_licence');
    const driving = await uploadImage(token, 'driving_licence');
    expect(
      (
        await submit({
          kind: 'companyDriver',
          realName: '吴斌',
          idCard: ID,
          companyName: '某运输公司',
          creditCode: CREDIT,
          licenceNo: 'A123',
          files: { businessLicence: licence, drivingLicence: driving },
        })
      ).body.message,
    ).toBe('请输入道路运输经营许可证号');
    expect((await submit({ kind: 'nope', realName: '吴斌', idCard: ID })).body.message).toBe('认证类型不正确');
    expect((await t.userRow(DEMO_ACCOUNTS.unverifiedShipper.mobile)).authStatus).toBe('0');
  });

  it('refuses files the caller did not upload', async () => {
    const someoneElses = await uploadImage(await t.sessionFor(DEMO_ACCOUNTS.individualShipper.mobile), 'business_licence');
    const token = await t.sessionFor(DEMO_ACCOUNTS.unverifiedShipper.mobile);
    const result = await t.call('/users/certification/submit', {
      token,
      json: { kind: 'companyShipper', realName: '吴斌', idCard: ID, companyName: '某公司', creditCode: CREDIT, files: { businessLicence: someoneElses } },
    });
    expect(result.body).toMatchObject({ code: 400, message: '上传的文件无效，请重新上传' });
  });

  it('stores a pending submission, sets authStatus 1, and refuses a second one while pending', async () => {
    const token = await t.sessionFor(DEMO_ACCOUNTS.unverifiedShipper.mobile);
    expect((await t.call('/users/certification/current', { token })).body).toMatchObject({ code: 200, data: null });
    const front = await uploadImage(token, 'id_card_front');
    const result = await t.call('/users/certification/submit', {
      token,
      json: { kind: 'individualShipper', realName: '吴斌', idCard: ID, files: { idCardFront: front, idCardBack: '' } },
    });
    expect(result.body.code).toBe(200);
    expect(result.body.data).toMatchObject({ kind: 'individualShipper', status: '0', data: { realName: '吴斌', idCard: ID } });
    expect((await t.userRow(DEMO_ACCOUNTS.unverifiedShipper.mobile)).authStatus).toBe('1');
    expect((await t.call('/users/info', { token })).body.data.authStatus).toBe('1');

    const current = await t.call('/users/certification/current', { token });
    expect(current.body.data.id).toBe(result.body.data.id);
    const again = await t.call('/users/certification/submit', { token, json: { kind: 'individualShipper', realName: '吴斌', idCard: ID } });
    expect(again.body).toMatchObject({ code: 400, message: '您的认证申请正在审核中，请勿重复提交' });
  });

  it('needs a session', async () => {
    expect((await t.call('/users/certification/current')).status).toBe(403);
  });
});

describe('review', () => {
  it('is for operators only, and a rejection needs a reason', async () => {
    const [pending] = await t.db.select().from(certifications).where(eq(certifications.status, '0'));
    const shipper = await t.sessionFor(DEMO_ACCOUNTS.enterpriseShipper.mobile);
    expect((await t.call('/users/certification/review', { token: shipper, json: { id: pending.id, approve: true } })).body).toMatchObject({
      code: 403,
      message: PERMISSION_REFUSED,
    });
    expect((await t.call('/users/certification/pending', { token: shipper })).body.message).toBe(PERMISSION_REFUSED);
    expect((await t.call('/users/certification/review', { token: operator, json: { id: pending.id, approve: false } })).body).toMatchObject({
      code: 400,
      message: '请填写驳回原因',
    });
    const [still] = await t.db.select().from(certifications).where(eq(certifications.id, pending.id));
    expect(still.status).toBe('0');
  });

  it('approves an individual submission: authStatus 2, identity copied, individual y; only once', async () => {
    const list = await t.call('/users/certification/pending', { token: operator });
    const item = list.body.data.find((c: { mobile: string }) => c.mobile === DEMO_ACCOUNTS.unverifiedShipper.mobile);
    expect(item).toMatchObject({ kind: 'individualShipper', status: '0' });

    const approved = await t.call('/users/certification/review', { token: operator, json: { id: item.id, approve: true } });
    expect(approved.body).toMatchObject({ code: 200, data: { status: '1' } });
    const user = await t.userRow(DEMO_ACCOUNTS.unverifiedShipper.mobile);
    expect(user).toMatchObject({ authStatus: '2', realName: '吴斌', idCard: ID, individual: 'y' });

    const twice = await t.call('/users/certification/review', { token: operator, json: { id: item.id, approve: false, remark: '重复' } });
    expect(twice.body).toMatchObject({ code: 400, message: '该申请已处理' });
    expect((await t.userRow(DEMO_ACCOUNTS.unverifiedShipper.mobile)).authStatus).toBe('2');
    expect((await t.call('/users/certification/review', { token: operator, json: { id: 999999, approve: true } })).body.message).toBe('认证申请不存在');
  });

  it('approves a company submission: the company is created and linked', async () => {
    const phone = DEMO_ACCOUNTS.noPassword.mobile;
    const token = await t.sessionFor(phone);
    const licence = await uploadImage(token, 'business_licence');
    const submitted = await t.call('/users/certification/submit', {
      token,
      json: {
        kind: 'companyShipper',
        realName: '周丽',
        idCard: ID,
        companyName: '周氏贸易有限公司',
        creditCode: CREDIT.toLowerCase(),
        files: { businessLicence: licence },
      },
    });
    expect(submitted.body.code).toBe(200);
    expect(submitted.body.data.data.creditCode).toBe(CREDIT);
    // The operator can look at the uploaded licence.
    expect((await t.raw(`/actions/preview/?uuid=${licence}`, { token: operator })).status).toBe(200);

    await t.call('/users/certification/review', { token: operator, json: { id: submitted.body.data.id, approve: true, remark: '资料齐全' } });
    const [company] = await t.db.select().from(companies).where(eq(companies.creditCode, CREDIT));
    expect(company).toMatchObject({ name: '周氏贸易有限公司', kind: 'shipper', provinceCode: '13', cityCode: '1302', districtCode: '130203', authStatus: '2' });
    const info = await t.call('/users/info', { token });
    expect(info.body.data).toMatchObject({ authStatus: '2', company: 'y', companyId: company.id, companyName: '周氏贸易有限公司' });
  });

  it('rejects with a reason: authStatus 3 and the remark on the current submission', async () => {
    const phone = DEMO_ACCOUNTS.fenheShipper.mobile;
    await t.db.update(users).set({ authStatus: '0' }).where(eq(users.mobile, phone));
    const token = await t.sessionFor(phone);
    const licence = await uploadImage(token, 'driving_licence');
    const submitted = await t.call('/users/certification/submit', {
      token,
      json: {
        kind: 'individualDriver',
        realName: '郭建平',
        idCard: ID,
        licenceNo: 'DL-001',
        licenceClass: 'A2',
        qualificationNo: '140105200901001234',
        files: { drivingLicence: licence },
      },
    });
    expect(submitted.body.data.data).toMatchObject({ licenceNo: 'DL-001', licenceClass: 'A2', qualificationNo: '140105200901001234' });
    const rejected = await t.call('/users/certification/review', {
      token: operator,
      json: { id: submitted.body.data.id, approve: false, remark: '驾驶证照片不清晰' },
    });
    expect(rejected.body).toMatchObject({ code: 200, message: '已驳回', data: { status: '2' } });
    expect((await t.userRow(phone)).authStatus).toBe('3');
    const current = await t.call('/users/certification/current', { token });
    expect(current.body.data).toMatchObject({ status: '2', reviewRemark: '驾驶证照片不清晰' });
    // Once rejected, a new submission is possible.
    const resubmit = await t.call('/users/certification/submit', {
      token,
      json: { kind: 'individualDriver', realName: '郭建平', idCard: ID, licenceNo: 'DL-001', files: { drivingLicence: licence } },
    });
    expect(resubmit.body.code).toBe(200);
    expect((await t.userRow(phone)).authStatus).toBe('1');
  });

  it('documents the certification endpoints', async () => {
    expect(await t.documentedPaths()).toEqual(
      expect.arrayContaining(['/users/certification/submit', '/users/certification/current', '/users/certification/review', '/users/certification/pending']),
    );
  });
});

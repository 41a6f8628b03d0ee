import { describe, expect, it } from 'vitest';
import { parsePlatformEnv } from '../../config';
import { completeFacts } from './fixture';
import { createLoginkChannel, parseSendResponse, soapSendEnvelope } from './logink';
import { escapeXml, tonnes3, toXml, waybillMessage, yuan3 } from './message';

const HEADER = { messageRef: '0f1e2d3c4b5a69788796a5b4c3d2e1f0', senderCode: 'SENDER01', recipientCode: 'RECV01', sentAt: new Date('2026-11-20T02:03:04Z') };

// The whole 电子运单 of the fixture, element by element (times in China time, tonnes and yuan with 3 decimals).
const EXPECTED = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<Root>',
  '<Header>',
  '<MessageReferenceNumber>0f1e2d3c4b5a69788796a5b4c3d2e1f0</MessageReferenceNumber>',
  '<DocumentName>普通运输运单</DocumentName>',
  '<DocumentVersionNumber>V2020</DocumentVersionNumber>',
  '<SenderCode>SENDER01</SenderCode>',
  '<RecipientCode>RECV01</RecipientCode>',
  '<MessageSendingDateTime>20261120100304</MessageSendingDateTime>',
  '</Header>',
  '<Body>',
  '<OriginalDocumentNumber>DD2026111800007</OriginalDocumentNumber>',
  '<ShippingNoteNumber>PC2026111800042</ShippingNoteNumber>',
  '<VehicleAmount>1</VehicleAmount>',
  '<SerialNumber>0000</SerialNumber>',
  '<TransportTypeCode>1</TransportTypeCode>',
  '<Carrier>唐山运宝网络科技有限公司</Carrier>',
  '<UnifiedSocialCreditIdentifier>91130203MA0E6W1B2X</UnifiedSocialCreditIdentifier>',
  '<PermitNumber>130203300518</PermitNumber>',
  '<ConsignmentDateTime>20261118074000</ConsignmentDateTime>',
  '<BusinessTypeCode>1002996</BusinessTypeCode>',
  '<DespatchActualDateTime>20261118100000</DespatchActualDateTime>',
  '<GoodsReceiptDateTime>20261120063000</GoodsReceiptDateTime>',
  '<ConsignorInfo>',
  '<Consignor>河北冀东钢铁集团有限公司</Consignor>',
  '<ConsignorID>91130207MA0AAAAA1X</ConsignorID>',
  '<PlaceOfLoading>河北省唐山市丰南区钢厂路1号</PlaceOfLoading>',
  '<CountrySubdivisionCode>130207</CountrySubdivisionCode>',
  '</ConsignorInfo>',
  '<ConsigneeInfo>',
  '<Consignee>赵磊</Consignee>',
  '<GoodsReceiptPlace>天津市滨海新区东疆港区3号堆场</GoodsReceiptPlace>',
  '<CountrySubdivisionCode>120116</CountrySubdivisionCode>',
  '</ConsigneeInfo>',
  '<TotalMonetaryAmount>5917.590</TotalMonetaryAmount>',
  '<VehicleInfo>',
  '<VehicleNumber>津C7R261</VehicleNumber>',
  '<VehiclePlateColorCode>2</VehiclePlateColorCode>',
  '<Driver><DriverName>孙建国</DriverName><DrivingLicense>120116198204152314</DrivingLicense></Driver>',
  '<GoodsInfo>',
  '<DescriptionOfGoods>热轧带钢 &lt;A&amp;B&gt;</DescriptionOfGoods>',
  '<CargoTypeClassificationCode>0400</CargoTypeClassificationCode>',
  '<GoodsItemGrossWeight>31.860</GoodsItemGrossWeight>',
  '</GoodsInfo>',
  '</VehicleInfo>',
  '<ActualCarrierInfo>',
  '<ActualCarrierName>天津顺达物流有限公司</ActualCarrierName>',
  '<ActualCarrierBusinessLicense>120116000866</ActualCarrierBusinessLicense>',
  '<ActualCarrierID>91120116MA05T8P21K</ActualCarrierID>',
  '</ActualCarrierInfo>',
  '<InsuranceInformation><PolicyNumber>none</PolicyNumber><InsuranceCompanyCode>none</InsuranceCompanyCode></InsuranceInformation>',
  '</Body>',
  '</Root>',
].join('');

describe('waybill message (LOGINK_CN_FREIGHTBROKER_WAYBILL V2020)', () => {
  it('builds the expected XML from the waybill facts', () => {
    expect(waybillMessage(completeFacts(), HEADER)).toBe(EXPECTED);
  });

  it('escapes user text so it cannot add or break elements', () => {
    const f = completeFacts();
    f.consignee.name = '</Consignee><Evil>1</Evil>"\'&\u0001';
    const xml = waybillMessage(f, HEADER);
    expect(xml).toContain('<Consignee>&lt;/Consignee&gt;&lt;Evil&gt;1&lt;/Evil&gt;&quot;&apos;&amp;</Consignee>');
    expect(xml).not.toContain('<Evil>');
  });

  it('formats tonnes and yuan with three decimals, without float rounding', () => {
    expect(tonnes3(31_860)).toBe('31.860');
    expect(tonnes3(5)).toBe('0.005');
    expect(yuan3(591_759)).toBe('5917.590');
    expect(yuan3(7)).toBe('0.070');
    expect(escapeXml('a&b')).toBe('a&amp;b');
    expect(() => toXml({ 'bad name': 'x' })).toThrow();
  });
});

describe('Logink envelope', () => {
  it('wraps the base64 message in a SOAP send with the WS-Security UsernameToken', () => {
    const xml = '<Root>报文</Root>';
    const env = soapSendEnvelope({
      user: 'u1',
      token: 'tk',
      toAddress: 'RECV01',
      actionType: 'LOGINK_CN_FREIGHTBROKER_WAYBILL',
      xml,
      now: new Date('2026-11-20T02:03:04Z'),
    });
    expect(env).toContain(
      '<wsse:Security><wsse:UsernameToken><wsse:Username>u1</wsse:Username><wsse:Password>ticket:tk</wsse:Password></wsse:UsernameToken></wsse:Security>',
    );
    expect(env).toContain('<ToAddress>RECV01</ToAddress>');
    expect(env).toContain('<ActionType>LOGINK_CN_FREIGHTBROKER_WAYBILL</ActionType>');
    expect(env).toContain(`<Base64EncodedData>${Buffer.from(xml).toString('base64')}</Base64EncodedData>`);
    expect(env).toContain('<createTime>2026-11-20</createTime>');
  });

  it('reads SendResult true as 0000 and a GenericFault as its code and message', () => {
    expect(parseSendResponse('<s:Envelope><s:Body><SendResponse><SendResult>true</SendResult></SendResponse></s:Body></s:Envelope>')).toMatchObject({
      ok: true,
      code: '0000',
    });
    expect(
      parseSendResponse('<SendResult>false</SendResult><GenericFault><Code>RBE002</Code><ErrorMessage>无道路运输证</ErrorMessage></GenericFault>'),
    ).toEqual({ ok: false, code: 'RBE002', message: '无道路运输证' });
    expect(parseSendResponse('<html>bad gateway</html>')).toEqual({ ok: false, code: '9999', message: '未知异常' });
  });
});

describe('Logink configuration', () => {
  const full = {
    LOGINK_AUTH_URL: 'https://ssl.logink.cn/authapi/rest/auth/apply',
    LOGINK_SEND_URL: 'https://logink.example/send',
    LOGINK_USER: 'u',
    LOGINK_PASSWORD: 'p',
  };

  it('is optional: without endpoint, user and password the channel is not configured and sends nothing', async () => {
    const channel = createLoginkChannel(parsePlatformEnv({ NODE_ENV: 'test' }));
    expect(channel.configured).toBe(false);
    expect(await channel.send('<Root/>', 'LOGINK_CN_FREIGHTBROKER_WAYBILL')).toMatchObject({
      ok: false,
      code: 'CONFIG',
      message: '未配置省级监测平台上报通道',
    });
    expect(createLoginkChannel(parsePlatformEnv({ NODE_ENV: 'test', ...full, LOGINK_PASSWORD: '' })).configured).toBe(false);
    const env = parsePlatformEnv({ NODE_ENV: 'test', ...full });
    expect(createLoginkChannel(env).configured).toBe(true);
    expect(env.LOGINK_TIMEOUT_MS).toBe(10_000);
  });

  it('refuses a malformed endpoint or timeout at start', () => {
    expect(() => parsePlatformEnv({ ...full, LOGINK_SEND_URL: 'ftp://x' })).toThrow(/LOGINK_SEND_URL|http/);
    expect(() => parsePlatformEnv({ ...full, LOGINK_TIMEOUT_MS: 'soon' })).toThrow();
  });
});

// The demo's sandbox key (issue 51): the steel shipper's (唐山冀东钢铁贸易) key that the demo seed
// makes, so a partner can try the open API on a demo start. Its secret is public by design: the seed
// makes it only with the demo data, which a production start never has (decision 032).
export const SANDBOX_KEY = {
  keyId: 'ak_sandbox_demo_steel_shipper',
  secret: 'sk_sandbox-demo-only-never-in-production-0000',
  name: '沙箱密钥（演示数据）',
} as const;

// Screens of the registry (app/screens.server.ts): the personal centre (/my-center) and the pages
// it opens.
import { HIDDEN, PERSONAL, s, type Screen, SHIPPERS, WAYBILL_PARTIES } from './kit.server';

// ---- /my-center (personal centre) ---------------------------------------
export const PERSONAL_SCREENS: Screen[] = [
  s('/my-center/detail', '个人中心', '个人中心,账号信息,企业信息,认证状态', '查看个人或企业的账号、认证与基本信息。', 'auth', PERSONAL, 'personal'),
  s('/my-center/orderLimit', '下单限制', '下单限制,订单限制,业务规则,设置', '设置下单数量与条件限制。', 'auth', PERSONAL, 'personal'),
  s('/my-center/loadUnloadRequiredConfig', '装卸必填配置', '装卸配置,必填项,装货,卸货', '配置装货与卸货环节的必填信息。', 'auth', PERSONAL, 'personal'),
  s('/my-center/oftenGoods', '常用货物', '常用货物,货物名称,货物模板,货源', '维护常发的货物信息。', 'auth', SHIPPERS, 'personal'),
  s('/my-center/areaManage', '重点区域', '重点区域,区域管理,电子围栏,监控', '维护需要重点关注的区域。', 'auth', PERSONAL, 'personal'),
  s('/my-center/areaAlertManage', '区域告警', '区域告警,告警管理,电子围栏,预警', '配置和查看车辆进出区域的告警。', 'auth', PERSONAL, 'personal'),
  s('/my-center/oftenContacts', '常用联系人', '常用联系人,联系人,收发货人,通讯录', '维护常用的收发货联系人。', 'auth', SHIPPERS, 'personal'),
  s('/my-center/oftenAddress', '常用地址', '常用地址,装货地址,卸货地址,地址簿', '维护常用的装卸货地址。', 'auth', SHIPPERS, 'personal'),
  s('/my-center/oftenTemplate', '常用货运线路', '常用货运线路,线路模板,常用线路,货源', '维护常用的货运线路模板。', 'auth', SHIPPERS, 'personal'),
  s('/my-center/editInvoice', '开票信息', '开票信息,发票抬头,税号,开户行', '维护开具发票所需的抬头与税务信息。', 'auth', PERSONAL, 'personal', {
    noCache: true,
  }),
  s('/my-center/ownerComplaint', '我的投诉', '我的投诉,投诉,举报,服务监督', '提交投诉并查看处理进度。', 'auth', PERSONAL, 'personal'),
  s(
    '/my-center/myorderDetails/:myorderId',
    '订单详情',
    '订单详情,我的订单,运单,运输状态',
    '查看个人中心中一笔订单的详细信息。',
    'auth',
    PERSONAL,
    'personal',
    HIDDEN,
  ),
  s('/my-center/messages', '消息查询', '消息查询,消息,通知,状态', '查询消息通知及其处理状态。', 'auth', PERSONAL, 'personal'),
  s(
    '/my-center/openCompanyWallet',
    '开通企业钱包',
    '开通企业钱包,电子钱包,企业账户,支付',
    '提交企业资料开通企业电子钱包。',
    'auth',
    WAYBILL_PARTIES,
    'personal',
    {
      hidden: true,
      noCache: true,
      activeMenu: '/my-center/electronicPurse',
    },
  ),
  s(
    '/my-center/openPersonalWallet',
    '开通个人钱包',
    '开通个人钱包,电子钱包,个人账户,支付',
    '提交个人资料开通个人电子钱包。',
    'auth',
    WAYBILL_PARTIES,
    'personal',
    {
      hidden: true,
      noCache: true,
      activeMenu: '/my-center/electronicPurse',
    },
  ),
  s('/my-center/electronicPurse', '电子钱包', '电子钱包,余额,充值,提现', '查看电子钱包余额并进行充值、提现等操作。', 'auth', WAYBILL_PARTIES, 'personal'),
  s('/my-center/paymentDetails', '资金流水', '资金流水,收支明细,钱包流水,财务', '查看电子钱包的资金收支流水。', 'auth', WAYBILL_PARTIES, 'personal'),
  s('/my-center/driverDownLoad', '司机端下载', '司机端下载,司机APP,下载,移动端', '下载司机端手机APP。', 'public', 'all', 'personal'),
  s('/my-center/payPassword', '支付密码', '支付密码,钱包,设置,修改,重置', '设置、修改或用短信验证码重置钱包支付密码。', 'auth', WAYBILL_PARTIES, 'personal', {
    hidden: true,
    noCache: true,
    activeMenu: '/my-center/electronicPurse',
  }),
  s('/payment/openSuccess', '开通成功', '开通成功,电子钱包,支付账户', '电子钱包开通成功的结果页。', 'auth', WAYBILL_PARTIES, 'personal', {
    hidden: true,
    activeMenu: '/my-center/electronicPurse',
  }),
  s('/payment/bindSuccess', '绑定成功', '绑定成功,银行卡,电子钱包', '银行卡绑定成功的结果页。', 'auth', WAYBILL_PARTIES, 'personal', {
    hidden: true,
    activeMenu: '/my-center/electronicPurse',
  }),
  s('/preview/imagePreview', '图片预览', '图片预览,证照,回单,图片', '预览证照、回单等图片。', 'auth', 'all', 'personal', HIDDEN),
  // Operations' wallet freeze and unfreeze: the spec names the admin wallet calls but no path; registered
  // so the operator's menu can offer it (issue 42) and its title, breadcrumb and role check come from here.
  s('/payment/walletManage', '钱包管理', '钱包管理,冻结,解冻,存管钱包', '运营人员查看存管钱包，冻结或解冻钱包并填写原因。', 'auth', ['operator'], 'finance'),
  s(
    '/payment/reconciliation',
    '对账差异',
    '对账差异,银行对账,存管对账,差错处理',
    '运营人员查看每日银行对账发现的差异，记录补记、冲正等处理结果。',
    'auth',
    ['operator'],
    'finance',
  ),
  s('/payment/reconciliationDetail', '对账差异详情', '对账差异,差错处理,补记,冲正', '查看一条对账差异并记录处理结果。', 'auth', ['operator'], 'finance', {
    hidden: true,
    activeMenu: '/payment/reconciliation',
  }),
];

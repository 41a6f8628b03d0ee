// Every area's route table, by area: the platform mounts them (platform/app.ts) and the app's typed
// client calls them (app/utils/api.server.ts) as `api.<area>.<endpoint>(caller, input)`.
import { keyAreaApi } from './areas/api';
import { authApi } from './auth/api';
import { backupApi } from './backup/api';
import { certificationApi } from './certification/api';
import { companyApi } from './company/api';
import { contractVerifyApi } from './contracts/api-verify';
import { complaintsApi } from './complaints/api';
import { contractsApi } from './contracts/api';
import { devApi } from './dev/api';
import { dictApi } from './dict/api';
import { filesApi } from './files/api';
import { jobsApi } from './jobs/api';
import { logApi } from './log/api';
import { cargoApi, entrustApi, frequentsApi, marketApi } from './market/api';
import { openApi } from './open/api';
import { ordersApi } from './orders/api';
import { ordersAgentApi } from './orders/api-agent';
import { ordersBigApi } from './orders/api-big';
import { ordersGuestApi } from './orders/api-guest';
import { ordersKindsApi } from './orders/api-kinds';
import { ordersMultiApi } from './orders/api-multi';
import { ordersTrackApi } from './orders/api-track';
import { permissionsApi } from './permissions/api';
import { newsApi, platformInfoApi, portalApi, reputationApi } from './portal/api';
import { releasesApi } from './releases/api';
import { reportingApi } from './reporting/api';
import { capacityApi } from './capacity/api';
import { systemApi } from './system/api';
import { moneyApi } from './money/api';
import { invoicesApi } from './invoices/api';
import { walletApi } from './money/wallet-api';
import { workspaceApi } from './workspace/api';
import { cockpitsApi } from './cockpits/api';
import { reportsApi } from './reports/api';

export const API = {
  workspace: workspaceApi,
  auth: authApi,
  certification: certificationApi,
  company: companyApi,
  complaints: complaintsApi,
  keyArea: keyAreaApi,
  system: systemApi,
  dict: dictApi,
  files: filesApi,
  log: logApi,
  dev: devApi,
  market: marketApi,
  cargo: cargoApi,
  entrust: entrustApi,
  frequents: frequentsApi,
  portal: portalApi,
  news: newsApi,
  platformInfo: platformInfoApi,
  reputation: reputationApi,
  orders: ordersApi,
  ordersMulti: ordersMultiApi,
  ordersTrack: ordersTrackApi,
  ordersKinds: ordersKindsApi,
  ordersAgent: ordersAgentApi,
  ordersGuest: ordersGuestApi,
  ordersBig: ordersBigApi,
  reporting: reportingApi,
  releases: releasesApi,
  capacity: capacityApi,
  money: moneyApi,
  wallet: walletApi,
  backup: backupApi,
  permissions: permissionsApi,
  jobs: jobsApi,
  invoices: invoicesApi,
  contractVerify: contractVerifyApi,
  contracts: contractsApi,
  cockpits: cockpitsApi,
  open: openApi,
  reports: reportsApi,
};

// /cockpits/online — the spec's second path of 数据驾驶舱-在线监控: the same screen as /cockpit/online,
// under its own registry entry (title, keywords).
export { default, loader, meta, ErrorBoundary } from '../cockpit+/online';

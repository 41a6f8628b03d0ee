// /dash02 — the spec's full-screen path of 数据驾驶舱二: the same wall screen as /cockpit/dash02,
// under its own registry entry (title, keywords).
export { default, loader, meta, ErrorBoundary } from './cockpit.dash02';

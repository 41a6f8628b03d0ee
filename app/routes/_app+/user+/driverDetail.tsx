// /user/driverDetail?orderId= — 派车: the spec's other path of the dispatch screen (/user/addDispatch).
export { action, default, ErrorBoundary, loader } from './addDispatch';

// An invoice list's export: a GET form of the list's filters (hidden) with 导出 and 后台导出. Fewer
// rows than the platform's EXPORT_BACKGROUND_ROWS download in the request; more, or 后台导出 ticked,
// become a job of the download centre (the export route asks the platform which).
import { Button } from '#app/components/button';

export function ListExportForm({ action, label, filters }: { action: string; label: string; filters: URLSearchParams }) {
  return (
    <form method="get" action={action} aria-label={label} className="cap-actions">
      {[...filters].map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      <Button type="submit" variant="default">
        导出
      </Button>
      <label>
        <input type="checkbox" name="background" value="1" /> 后台导出
      </label>
      <span className="muted">导出当前查询结果；数据较多时自动转为后台导出，在下载中心下载</span>
    </form>
  );
}

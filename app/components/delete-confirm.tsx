// The deletion panel of the list screens, without Conform (issue 15: a list page that only deletes
// does not load the form library); the forms kit re-exports it.
import { Form, Link } from '@remix-run/react';
import { AuthenticityTokenInput } from 'remix-utils/csrf/react';
import { Button } from '#app/components/button';

/** The "dialog" of a deletion: a panel above the list, reached by a link, confirmed by a POST. */
export function DeleteConfirm({ action, id, what, cancel }: { action: string; id: number; what: string; cancel: string }) {
  return (
    <div className="cap-confirm" role="alertdialog" aria-labelledby="cap-confirm-title">
      <p id="cap-confirm-title">确定要删除{what}吗？删除后不可恢复。</p>
      <Form method="post" action={action} className="cap-actions">
        <AuthenticityTokenInput />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" name="intent" value="delete" color="red">
          确认删除
        </Button>
        <Button component={Link} to={cancel} variant="default">
          取消
        </Button>
      </Form>
    </div>
  );
}

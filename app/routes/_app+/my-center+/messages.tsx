// 消息查询 (personal centre): the same messages, queried by keyword and status.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MessageList } from '#app/features/workspace/message-list';
import { loadMessages, messagesAction } from '#app/features/workspace/messages.server';
import { GeneralErrorBoundary } from '#app/components/error-boundary';

export const loader = (args: LoaderFunctionArgs) => loadMessages(args);
export const action = (args: ActionFunctionArgs) => messagesAction(args);

export default function MyCenterMessages() {
  return <MessageList title="消息查询" data={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// 我的消息 (header link myMessages): the user's in-app messages, filtered by keyword and status.
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { MessageList } from '#app/features/workspace/message-list';
import { loadMessages, messagesAction } from '#app/features/workspace/messages.server';

export const loader = (args: LoaderFunctionArgs) => loadMessages(args);
export const action = (args: ActionFunctionArgs) => messagesAction(args);

export default function UserMessages() {
  return <MessageList title="我的消息" data={useLoaderData<typeof loader>()} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

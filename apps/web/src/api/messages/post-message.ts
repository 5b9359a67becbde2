import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationMessage, ConversationQuery, MessagePost, Role } from '@jobhunter/shared';
import { apiRequest } from '@/lib/api-client';
import { messageKeys } from './messages-keys';

/** `POST /api/applications/messages`; 400 (empty, too long) and 409 (withdrawn) carry `message`. */
export function postMessage(role: Role, input: MessagePost) {
  return apiRequest<ConversationMessage>('/applications/messages', {
    method: 'POST',
    body: input,
    auth: role,
  });
}

/** Sends a message, appends it to the cached conversation and refreshes the inbox's order. */
export function usePostMessage(role: Role, query: ConversationQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => postMessage(role, { ...query, text }),
    onSuccess: (message) => {
      queryClient.setQueryData<ConversationMessage[]>(
        messageKeys.conversation(role, query),
        (messages) =>
          messages?.some((item) => item.id === message.id)
            ? messages
            : [...(messages ?? []), message],
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.threadLists });
    },
  });
}

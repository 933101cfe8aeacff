/**
 * The chat service client (document 1 §7, "Chat service"): one function per call, paths built in one
 * place. Answers are unwrapped by the HTTP client; failures reject with its HttpError. Finding the chat
 * (and creating it when the service does not know it yet) is the kernel's page service
 * (`ctx.pages.container(id, 'livechat')`), which lists and creates at the same base.
 */
import type { ChatBanBody, ChatContainer, ChatContainerBody, ChatItemAnswer, ChatMessagesAnswer, ChatSignatureAnswer } from '../../contracts/entities/chat-api'
import type { Container } from '../../contracts/entities/container'
import type { PluginContext } from '../../contracts/plugin'
import { requireParam } from '../../kernel/lib/required'

export type ChatModeration = 'enable' | 'disable'

export function chatApi(ctx: PluginContext) {
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  const base = () => `${ctx.config.endpoints.chat}/${section()}`
  const inChat = (chat: string) => `${base()}/${requireParam(chat, 'chat_uuid')}`

  return {
    /** The chat of the publisher's id, created when the service does not know it yet (document 1 §4, §8). */
    container: (containerId: string) => ctx.pages.container(containerId, 'livechat') as Promise<ChatContainer>,
    list: (query: { limit?: number; container_id?: string } = {}) => ctx.http.request<Container[]>({ url: base(), query: { ...query } }),
    create: (containerId: string) => ctx.http.request<ChatContainer>({ method: 'POST', url: base(), json: { container_id: containerId, type: 'livechat' } }),
    /** A moderator opens or closes the chat. */
    change: (chat: string, body: ChatContainerBody) => ctx.http.request<ChatContainer>({ method: 'PUT', url: inChat(chat), json: body }),
    /** A moderator resets the chat's settings. */
    resetSettings: (chat: string) => ctx.http.request<ChatContainer>({ method: 'DELETE', url: `${inChat(chat)}/settings/edit` }),
    signature: (chat: string) => ctx.http.request<ChatSignatureAnswer>({ url: `${inChat(chat)}/signature` }),
    /** Messages newest first: the latest, or those before the cursor. */
    messages: (chat: string, query: { limit: number; starting_from?: string }) => ctx.http.request<ChatMessagesAnswer>({ url: `${inChat(chat)}/messages`, query: { ...query } }),
    send: (chat: string, content: string) => ctx.http.request<ChatItemAnswer>({ method: 'POST', url: `${inChat(chat)}/messages`, json: { content } }),
    selection: (chat: string, uuids: string[]) => ctx.http.request<ChatMessagesAnswer>({ url: `${inChat(chat)}/messages/selection`, query: { uuids: uuids.join(',') } }),
    reply: (chat: string, parent: string, content: string) => ctx.http.request<ChatItemAnswer>({ method: 'POST', url: `${inChat(chat)}/replies/${parent}`, json: { content } }),
    typing: (chat: string) => ctx.http.request<void>({ method: 'POST', url: `${inChat(chat)}/typing` }),
    remove: (chat: string, uuid: string) => ctx.http.request<ChatItemAnswer>({ method: 'DELETE', url: `${inChat(chat)}/messages/${uuid}` }),
    moderate: (chat: string, uuid: string, action: ChatModeration) => ctx.http.request<ChatItemAnswer>({ method: 'POST', url: `${inChat(chat)}/moderation/${uuid}/${action}` }),
    ban: (chat: string, body: ChatBanBody) => ctx.http.request<{ user_uuid: string; banned: boolean }>({ method: 'POST', url: `${inChat(chat)}/bans`, json: body }),
    unban: (chat: string, body: ChatBanBody) => ctx.http.request<{ user_uuid: string; banned: boolean }>({ method: 'DELETE', url: `${inChat(chat)}/bans`, json: body }),
  }
}

export type ChatApi = ReturnType<typeof chatApi>

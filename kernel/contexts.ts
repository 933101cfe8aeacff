/**
 * `vf.context.get(key)` (document 4 §2): the page reads the user, the page and the notifications
 * through providers that plugins register (the plugin that knows the reader provides `user`…).
 */
import type { ContextKey } from '../contracts/plugin'
import { ErrorCode, Messages, VfError } from './errors'

export const CONTEXT_KEYS: readonly ContextKey[] = ['user', 'page', 'notifications']

export interface Contexts {
  /** Registers the provider of `key`; returns the function that withdraws it. */
  provide(key: ContextKey, getter: () => unknown, owner: string): () => void
  /** Resolves the context, or rejects with the exact message for an invalid key. */
  get(key: unknown): Promise<unknown>
}

export function isContextKey(key: unknown): key is ContextKey {
  return typeof key === 'string' && (CONTEXT_KEYS as readonly string[]).includes(key)
}

export function createContexts(): Contexts {
  const providers = new Map<ContextKey, { getter: () => unknown; owner: string }>()
  return {
    provide(key, getter, owner) {
      if (!isContextKey(key)) throw new VfError(ErrorCode.InvalidContextKey, Messages.invalidContextKey(String(key)))
      const current = providers.get(key)
      if (current && current.owner !== owner) {
        throw new VfError(ErrorCode.InvalidArgument, `The ${key} context is already provided by "${current.owner}"`)
      }
      const mine = { getter, owner }
      providers.set(key, mine)
      return () => {
        if (providers.get(key) === mine) providers.delete(key)
      }
    },
    async get(key) {
      if (!isContextKey(key)) throw new VfError(ErrorCode.InvalidContextKey, Messages.invalidContextKey(String(key)), { info: { key } })
      const provider = providers.get(key)
      if (!provider) throw new VfError(ErrorCode.ContextUnavailable, `The ${key} context is not available: no plugin provides it`, { info: { key } })
      return await provider.getter()
    },
  }
}

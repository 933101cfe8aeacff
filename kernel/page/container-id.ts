/** Which discussion a widget names when its tag names none: one rule for every widget that has a container. */
import type { PluginContext } from '../../contracts/plugin'

/** The page's discussion id: its container meta, its unique id, else its path (document 4 §5). */
export function pageContainerId(ctx: Pick<PluginContext, 'store'>): string {
  const page = ctx.store.getState().page
  return page?.container || page?.unique_id || page?.path || '/'
}

/**
 * The action map: action name → params and result. Plugins add their actions by declaration merging:
 *
 * ```ts
 * declare module '../../contracts/actions' {
 *   interface Actions { 'counter.refresh': { params: { containerId: string }; result: number } }
 * }
 * ```
 * Pages call actions by any string (`vf.actions.call`); plugins only by the names declared here.
 */

/** Every registered action of the product, with its params and result. */
export interface Actions {
  /**
   * Load the next page of comments in a comments widget (document 4 §2: the public name a paywall gates).
   * `instanceId` of the call names the widget; the result tells how many arrived and whether more remain.
   */
  'live_comments.load_more': { params: { limit?: number }; result: { loaded: number; hasMore: boolean } }
}

/** A declared action name. */
export type ActionName = keyof Actions & string

/** The params of action `N`. */
export type ActionParams<N extends ActionName> = Actions[N] extends { params: infer P } ? P : never

/** The result of action `N` when its handler ran. */
export type ActionResult<N extends ActionName> = Actions[N] extends { result: infer R } ? R : never

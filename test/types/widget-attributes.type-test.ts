/**
 * Compiled by `tsc` (never run): the kernel's attribute builders keep every prop typed in a schema written
 * in place — a named prop keeps its name, a text with a default is never absent, an enumeration is its
 * values. Every `@ts-expect-error` must be a real error, or the type check fails.
 */
import type { PluginContext } from '../../contracts/plugin'
import { containerId, flag, integer, oneOf, text } from '../../kernel/widgets/attributes'
declare const ctx: PluginContext
ctx.widgets.define({
  tag: 'y',
  attributes: { 'vf-container-id': containerId(), id: text(20, { prop: 'ident' }), s: text(20, { default: 'Hi' }), n: integer(1, 3, 2, 'count'), m: integer(1, 3, 2), e: oneOf(['a', 'b'], 'a'), f: flag(true) },
  load: async () => ({
    mount(element, props) {
      const c: string | undefined = props.containerId
      const i: string | undefined = props.ident
      const s: string = props.s
      const n: number = props.count
      const m: number = props.m
      const e: 'a' | 'b' = props.e
      const f: boolean = props.f
      // @ts-expect-error a container id may be absent (the page's own applies)
      const bad: string = props.containerId
      return () => void [c, i, n, e, bad, s, m, f]
    },
  }),
})

/**
 * Verification links (document 2 §2): an address carrying `verification_type` and `verification_token`
 * opens the e-mail verification dialog (type `emailverification`) or the password reset dialog (type
 * `reset`); any other type opens nothing. Closing the dialog removes its element and unregisters its
 * widget.
 */
import type { PluginContext } from '../../contracts/plugin'
import { SESSION_NAMESPACE } from './state'

export const TYPE_PARAM = 'verification_type'
export const TOKEN_PARAM = 'verification_token'
const TAGS = { emailverification: 'vf-email-verification', reset: 'vf-password-reset' } as const

/** The dialog an address asks for, if any. */
export function verificationRequest(href: string): { kind: keyof typeof TAGS; token: string } | undefined {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return undefined
  }
  const kind = url.searchParams.get(TYPE_PARAM)
  const token = url.searchParams.get(TOKEN_PARAM)
  if (!token || (kind !== 'emailverification' && kind !== 'reset')) return undefined
  return { kind, token }
}

/** Opens the dialog the address asks for, placed by the widget host (so it takes the page's theme). */
export function openVerificationDialog(ctx: PluginContext, href: string, doc: Document): void {
  const request = verificationRequest(href)
  if (!request) return
  const tag = TAGS[request.kind]
  let undefine = () => {}
  // After the click that asked for it has finished: the widget's own tree goes with it.
  const close = () =>
    queueMicrotask(() => {
      undefine()
      for (const left of Array.from(doc.querySelectorAll(tag))) left.remove()
    })
  undefine = ctx.widgets.define({
    tag,
    single: true,
    fetchTimeoutMs: 0,
    load: async () => {
      // The dialogs speak the plugin's namespace: it is in before they first render.
      const [{ verificationModule }] = await Promise.all([import('./views/module'), ctx.i18n.load(SESSION_NAMESPACE)])
      return verificationModule(ctx, request.kind, request.token, close)
    },
  })
  ctx.widgets.place(tag)
}

/** The verification dialogs' chunk, as widget modules. */
import type { PluginContext } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { EmailVerificationDialog, PasswordResetDialog } from './VerificationDialogs'

export function verificationModule(ctx: PluginContext, kind: 'emailverification' | 'reset', token: string, close: () => void): WidgetModule {
  const Dialog = kind === 'emailverification' ? EmailVerificationDialog : PasswordResetDialog
  return reactWidget(() => <Dialog token={token} onClose={close} />, widgetServices(ctx))
}

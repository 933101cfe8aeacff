/**
 * Loads an integration's script on demand, once per address and document: a script element the product
 * adds itself (a strict page's `'strict-dynamic'` lets it run; it carries the nonce of the page's own
 * scripts for a policy without it), its address vouched for by the product's Trusted Types policy.
 */
import { ErrorCode, VfError } from '../../kernel/errors'
import { allowScriptURL, trustedScriptURL } from '../../kernel/lib/trusted-types'

export type ScriptLoader = (url: string) => Promise<void>

const loading = new WeakMap<Document, Map<string, Promise<void>>>()

export function domScriptLoader(document: Document): ScriptLoader {
  return (url) => {
    let scripts = loading.get(document)
    if (!scripts) loading.set(document, (scripts = new Map()))
    const known = scripts.get(url)
    if (known) return known
    const promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script')
      script.async = true
      // The browser hides a nonce's attribute value once the page's policy is applied; the property keeps it.
      const own = document.querySelector<HTMLScriptElement>('script[nonce]')
      const nonce = own?.nonce || own?.getAttribute('nonce')
      if (nonce) script.setAttribute('nonce', nonce)
      script.addEventListener('load', () => resolve(), { once: true })
      script.addEventListener('error', () => reject(new VfError(ErrorCode.NetworkError, `The script ${url} could not be loaded.`)), { once: true })
      try {
        allowScriptURL(url)
        script.src = trustedScriptURL(url)
      } catch (error) {
        reject(error)
        return
      }
      ;(document.head ?? document.documentElement).appendChild(script)
    })
    // A failed load may be tried again by the next slot.
    promise.catch(() => scripts!.delete(url))
    scripts.set(url, promise)
    return promise
  }
}

/**
 * The product's one Trusted Types policy, `vf`. A publisher whose Content-Security-Policy requires
 * Trusted Types for scripts (`require-trusted-types-for 'script'`) refuses a plain string where a script's
 * URL goes (`new Worker(url)`, `script.src`); such a page allows this policy by name (`trusted-types vf`).
 * It vouches for two kinds of script URL only: a `blob:` URL the product made itself from its own source
 * text (`scriptBlobURL`), and the third-party SDKs the product loads, listed here by exact URL (or allowed
 * by exact URL at run time: the ad integrations' scripts, `allowScriptURL`). Anything
 * else throws, with or without Trusted Types, so a URL from data can never become a script.
 * Where the browser has no Trusted Types, or the page's policy does not allow `vf`, the checked string
 * itself is returned (the browser then decides, as it would for any string).
 */

/** The name a publisher's `trusted-types` directive allows. */
export const TRUSTED_TYPES_POLICY = 'vf'

/** The third-party scripts the product may load: LoginRadius's browser SDK (for its integrated sign-in interface). */
export const KNOWN_SCRIPT_URLS: readonly string[] = ['https://auth.lrcontent.com/v2/js/LoginRadiusV2.js']

declare const vouched: unique symbol
/**
 * A script URL the browser's sinks accept under Trusted Types: a TrustedScriptURL, or the plain string
 * where there are none. Typed as a branded string, since TypeScript's DOM types know no Trusted Types and
 * take a string at those sinks; only this module makes one.
 */
export type ScriptURL = string & { readonly [vouched]: true }

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(input: string): string }): { createScriptURL(input: string): unknown }
}

/** The blob: URLs `scriptBlobURL` made and has not yet revoked. */
const ownBlobs = new Set<string>()
/** Script URLs a plugin allowed at run time (`allowScriptURL`). */
const allowed = new Set<string>()

/**
 * Lets the exact `url` be loaded as a script from now on: the ad integrations' scripts, whose addresses the
 * site's own settings give (the plugin checks them first: https, or the product's service).
 */
export function allowScriptURL(url: string): void {
  allowed.add(url)
}

function vouch(input: string): string {
  if (ownBlobs.has(input) || allowed.has(input) || KNOWN_SCRIPT_URLS.includes(input)) return input
  throw new TypeError(`[viafoura] ${input.slice(0, 100)} is not a script this product loads.`)
}

let policy: { createScriptURL(input: string): unknown } | null | undefined

function trustedTypes(): { createScriptURL(input: string): unknown } | null {
  if (policy !== undefined) return policy
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes
  try {
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: vouch }) : null
  } catch {
    // The page's `trusted-types` directive does not name `vf` (the browser reports that): plain strings
    // then, which a page that requires Trusted Types refuses at the sink, as its policy says.
    policy = null
  }
  return policy
}

/** `url` as a script URL a sink accepts: only a blob: URL from `scriptBlobURL` or a `KNOWN_SCRIPT_URLS` entry. */
export function trustedScriptURL(url: string): ScriptURL {
  const checked = vouch(url)
  const trusted = trustedTypes()
  return (trusted ? trusted.createScriptURL(checked) : checked) as ScriptURL
}

/** A `blob:` URL for the script `source` (a worker's program), vouched for; `revoke` lets it go. */
export function scriptBlobURL(source: string): { url: ScriptURL; revoke(): void } {
  const raw = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }))
  ownBlobs.add(raw)
  return {
    url: trustedScriptURL(raw),
    revoke() {
      ownBlobs.delete(raw)
      URL.revokeObjectURL(raw)
    },
  }
}

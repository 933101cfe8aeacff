/**
 * Translations (document 2 §2, document 3 §5): an isolated i18next instance (a host page's own i18next
 * is never touched), 13 locales, and namespaces each loaded lazily as its own chunk per locale. The
 * kernel owns `base` (what it and the shared UI kit word); every other namespace is registered by the
 * plugin that owns it and withdrawn with it. An unsupported language falls back to en-us; a namespace
 * without a file for the locale falls back to the locale's base language, then en-us; a missing key is
 * logged as "not found" and shown as "Translation not found".
 *
 * What loads, and when: i18next is a chunk of its own, asked for as soon as start-up begins (beside
 * bootstrap, never after it), and a namespace fetches one file — the locale's own, each of which holds
 * every key (they are typed against en-us); its fallbacks are fetched only when the locale has no file.
 */
import type { i18n as I18nInstance } from 'i18next'
import { Locale } from '../contracts/enums'
import type { I18n, Namespace, NamespaceLoader } from '../contracts/i18n'
import { ErrorCode, VfError } from './errors'
import type { Logger } from './log'

export type { I18n, Namespace, NamespaceLoader }

export const MISSING = 'Translation not found'
export const DEFAULT_LOCALE: Locale = 'en-us'

/** A bare language → its main locale. */
const BY_LANGUAGE: Readonly<Record<string, Locale>> = {
  en: 'en-us',
  es: 'es-es',
  fr: 'fr-fr',
  fi: 'fi-fi',
  nl: 'nl-nl',
  ar: 'ar-ar',
  sr: 'sr-rs',
  da: 'da-dk',
  it: 'it-it',
  pt: 'pt-br',
  de: 'de-de',
}

/** 'EN_us', 'fr-CA', 'de-DE-formal', 'ar' → a supported locale, or undefined. */
export function normalizeLocale(input: unknown): Locale | undefined {
  if (typeof input !== 'string') return undefined
  const code = input.trim().toLowerCase().replace(/_/g, '-')
  if ((Locale as readonly string[]).includes(code)) return code as Locale
  const language = code.split('-')[0] ?? ''
  return Object.hasOwn(BY_LANGUAGE, language) ? BY_LANGUAGE[language] : undefined
}

/** The language a locale falls back to when a namespace has no file for it. */
export function baseLocaleOf(locale: Locale): Locale {
  if (locale === 'fr-ca') return 'fr-fr'
  if (locale === 'de-de-formal') return 'de-de'
  return DEFAULT_LOCALE
}

/** The language the page itself names: `<meta name="vf:lang">`, then `<html lang>`; undefined when neither is supported. */
export function pageLocale(doc: Document | undefined): Locale | undefined {
  const meta = doc?.querySelector('meta[name="vf:lang"]')?.getAttribute('content')
  return normalizeLocale(meta) ?? normalizeLocale(doc?.documentElement.getAttribute('lang'))
}

/** The page's language: `<meta name="vf:lang">`, then `<html lang>`, then the site setting, then en-us. */
export function detectLocale(doc: Document | undefined, settingsLanguage?: unknown): Locale {
  return pageLocale(doc) ?? normalizeLocale(settingsLanguage) ?? DEFAULT_LOCALE
}

/** The kernel's own namespace: one chunk per locale. */
export const BASE_NAMESPACE = 'base'
const baseLoader: NamespaceLoader = (locale) => import(`./locales/${locale}.ts`)

/** What a namespace's name may be: it prefixes keys (`name:key`) and names chunks. */
const NAMESPACE_NAME = /^[a-z][a-z0-9_-]{0,63}$/

/** The kernel's translations: the plugin contract, plus who owns which namespace. */
export interface KernelI18n extends I18n {
  /**
   * Registers `namespace` for `owner`; returns the function that withdraws it with its loaded texts.
   * `base`, a malformed name, or a name another owner holds is refused (`InvalidArgument`).
   */
  register(namespace: Namespace, loader: NamespaceLoader, owner: string): () => void
  /** Each registered namespace → its owner (`kernel` for `base`). */
  namespaces(): ReadonlyMap<Namespace, string>
}

/**
 * The translations, ready to use: i18next and the base namespace loaded for `locale`. `locale` may still
 * be on its way (the site's setting, from bootstrap): i18next's chunk is asked for at once all the same.
 */
export async function createI18n(options: { logger: Logger; locale?: Locale | Promise<Locale> }): Promise<KernelI18n> {
  const { logger } = options
  const engine = import('i18next')
  let locale = (await options.locale) ?? DEFAULT_LOCALE
  const instance: I18nInstance = (await engine).default.createInstance()
  const loaders = new Map<Namespace, { loader: NamespaceLoader; owner: string }>([[BASE_NAMESPACE, { loader: baseLoader, owner: 'kernel' }]])
  let dirFor: { locale: string; dir: 'ltr' | 'rtl' } | undefined
  /** Files in: `locale/namespace`. */
  const loaded = new Set<string>()
  /** Each namespace → the locale it was last loaded for (from its own file or a fallback's). */
  const ready = new Map<Namespace, Locale>()
  const listeners = new Set<(locale: Locale) => void>()

  await instance.init({
    lng: locale,
    fallbackLng: [baseLocaleOf(locale), DEFAULT_LOCALE],
    lowerCaseLng: true,
    load: 'currentOnly',
    ns: ['base'],
    defaultNS: 'base',
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_lngs, ns, key) => logger.warn(`Translation "${ns}:${key}" not found for ${locale}.`),
    parseMissingKeyHandler: () => MISSING,
  })

  /** Loads one file of `namespace`; false when the locale has none (the fallback chain covers it). */
  const loadFile = async (namespace: Namespace, target: Locale): Promise<boolean> => {
    const id = `${target}/${namespace}`
    if (loaded.has(id)) return true
    const loader = loaders.get(namespace)?.loader
    if (!loader) return false
    try {
      const module = await loader(target)
      // Withdrawn while its file was on its way: nothing of it stays.
      if (loaders.get(namespace)?.loader !== loader) return false
      const data = 'default' in module && module.default && typeof module.default === 'object' ? module.default : module
      instance.addResourceBundle(target, namespace, data as Record<string, unknown>, true, true)
      loaded.add(id)
      return true
    } catch {
      return false
    }
  }

  /**
   * One file per namespace: the locale's own; only when it has none, its base language's, then en-us's
   * (i18next's fallback chain reads whichever came).
   */
  const load = async (namespace: Namespace) => {
    if (!loaders.has(namespace)) {
      logger.warn(`No translations are registered for the namespace "${namespace}".`)
      return
    }
    const target = locale
    for (const file of new Set([target, baseLocaleOf(target), DEFAULT_LOCALE])) {
      if (!(await loadFile(namespace, file))) continue
      if (loaders.has(namespace)) ready.set(namespace, target)
      return
    }
  }

  await load(BASE_NAMESPACE)

  const register = (namespace: Namespace, loader: NamespaceLoader, owner: string) => {
    if (typeof namespace !== 'string' || !NAMESPACE_NAME.test(namespace) || namespace === BASE_NAMESPACE) {
      throw new VfError(ErrorCode.InvalidArgument, `"${String(namespace)}" cannot be a translation namespace: a plugin names its own, in lower case letters, digits, _ and -`, { info: { namespace } })
    }
    if (typeof loader !== 'function') throw new VfError(ErrorCode.InvalidArgument, `The namespace "${namespace}" needs a loader function`, { info: { namespace } })
    const current = loaders.get(namespace)
    if (current && current.owner !== owner) {
      throw new VfError(ErrorCode.InvalidArgument, `The translation namespace "${namespace}" belongs to "${current.owner}"`, { info: { namespace, owner: current.owner } })
    }
    const entry = { loader, owner }
    loaders.set(namespace, entry)
    return () => {
      if (loaders.get(namespace) !== entry) return
      loaders.delete(namespace)
      ready.delete(namespace)
      for (const id of [...loaded]) {
        const [lng, ns] = id.split('/') as [string, string]
        if (ns !== namespace) continue
        loaded.delete(id)
        instance.removeResourceBundle(lng, ns)
      }
    }
  }

  return {
    isLoaded: (namespace) => namespace === BASE_NAMESPACE || ready.get(namespace) === locale,
    get locale() {
      return locale
    },
    get dir() {
      // i18next builds an Intl.Locale on every call; every widget element asks, so keep the answer.
      if (dirFor?.locale !== locale) dirFor = { locale, dir: instance.dir(locale) === 'rtl' ? 'rtl' : 'ltr' }
      return dirFor.dir
    },
    t(key, opts) {
      return String(instance.t(key, opts as never))
    },
    load,
    registerNamespace(namespace, loader) {
      register(namespace, loader, 'kernel')
    },
    register,
    namespaces: () => new Map([...loaders].map(([namespace, { owner }]) => [namespace, owner])),
    async changeLanguage(input) {
      const next = normalizeLocale(input) ?? DEFAULT_LOCALE
      if (next === locale) return locale
      const namespaces = [...ready.keys()]
      locale = next
      instance.options.fallbackLng = [baseLocaleOf(locale), DEFAULT_LOCALE]
      for (const namespace of namespaces) await load(namespace)
      await instance.changeLanguage(locale)
      for (const listener of [...listeners]) listener(locale)
      return locale
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

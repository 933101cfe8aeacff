/**
 * `ctx.i18n`: translations (document 2 §2, document 3 §5) in 13 locales. The kernel's own namespace,
 * `base`, holds what the kernel and the shared UI kit word (errors, statuses, generic verbs, dialogs);
 * every other namespace belongs to the plugin that registers it, with a loader that brings one locale's
 * file lazily (a chunk per locale), and goes when that plugin is removed.
 */
import type { Locale } from './enums'

/**
 * A translation namespace: `base` (the kernel's), or a name a plugin registers and owns (`conversations`),
 * lower case letters, digits, `_` and `-`. Keys name it as a prefix: `t('conversations:sort.newest')`.
 */
export type Namespace = string

/**
 * A namespace's shape with room for the plural forms a language has beyond English's: a count string is
 * a family `key_one`, `key_other` in en-us (i18next picks the form by `count`, through Intl.PluralRules),
 * and Arabic adds `key_zero`, `key_two`, `key_few`, `key_many`, Serbian `key_few`, French `key_many`.
 * A namespace's en-us file exports its shape as `WithPluralForms<typeof messages>`, so those forms are
 * allowed where English has none (the locale check, test/support/locales.ts, asks for exactly the forms
 * each language has).
 */
export type WithPluralForms<T> = T & { [key: `${string}_${'zero' | 'two' | 'few' | 'many'}`]: string }

/** One locale's file of a namespace: its messages (an ES module's default export, or the object itself). */
export type NamespaceFile = Record<string, unknown> | { default: Record<string, unknown> }

/**
 * Loads `locale`'s file of a namespace, typically `(locale) => import(`./locales/${locale}.ts`)` so each of
 * the 13 locales is its own chunk. Rejects (or has no file) for a locale it lacks: the locale's base
 * language (fr-ca → fr-fr, de-de-formal → de-de), then en-us, are used instead.
 */
export type NamespaceLoader = (locale: Locale) => Promise<NamespaceFile>

/** Translations. */
export interface I18n {
  readonly locale: Locale
  readonly dir: 'ltr' | 'rtl'
  /**
   * `t('settings.error.generic_error')` (base), `t('conversations:sort.newest')`, with `{count}` plurals and
   * `{{x}}` values. A missing key is logged and reads "Translation not found".
   */
  t(key: string, options?: Record<string, unknown>): string
  /**
   * Loads a namespace for the current locale: one file, the locale's own (or, only when it has none, its
   * fallback's); resolves once it can be used.
   */
  load(namespace: Namespace): Promise<void>
  /** Has `namespace` loaded for the current locale (so a view can render at once)? */
  isLoaded(namespace: Namespace): boolean
  /**
   * Registers a namespace this plugin owns, with its locale loader; withdrawn (its loaded texts too) when
   * the plugin is removed. `base`, a malformed name or one another plugin owns is refused (`InvalidArgument`).
   */
  registerNamespace(namespace: Namespace, loader: NamespaceLoader): void
  /** Switches every loaded namespace to the language `input` names (en-us when none is supported). */
  changeLanguage(input: unknown): Promise<Locale>
  /** Called after every language change; returns the unsubscribe function (called for the plugin when it goes). */
  onChange(listener: (locale: Locale) => void): () => void
}

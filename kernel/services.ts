/**
 * The platform services every plugin gets on its context (`ctx.http`, `ctx.storage`, `ctx.i18n`,
 * `ctx.status`, `ctx.pages`, `ctx.cookies`, `ctx.api`, `ctx.styles`), all declared in contracts/plugin.ts.
 * Each is made per plugin, so what a plugin registers through one (a namespace, an exposed method, a
 * style sheet, a language listener) is undone when the plugin goes.
 */
import type { Cookies } from '../contracts/cookies'
import type { HttpClient } from '../contracts/http'
import type { I18n } from '../contracts/i18n'
import type { PageService } from '../contracts/pages'
import type { Plugin, PluginStyles, PublicApi } from '../contracts/plugin'
import type { RequestStatusStore } from '../contracts/status'
import type { ProductStorage } from '../contracts/storage'
import type { KernelI18n } from './i18n'
import { ensureStyleSheet, removeStyleSheet } from './page/style-sheets'
import type { ServiceExtension } from './plugins'
import { loadSdk } from './sdk-loader'

export interface PlatformServices {
  http: HttpClient
  storage: ProductStorage
  cookies: Cookies
  i18n: () => KernelI18n
  status: RequestStatusStore
  pages: () => PageService
  /** Sets `vf.<path>` for `plugin`; returns the function that puts back what was there. Refuses what the plugin may not expose. */
  expose: (plugin: Plugin, path: string, fn: (...args: any[]) => unknown) => () => void
}

/** A plugin's view of the translations: its namespaces and listeners are its own, withdrawn with it. */
function pluginI18n(i18n: KernelI18n, plugin: string, onDispose: (fn: () => void) => void): I18n {
  // Listeners still subscribed when the plugin goes (each widget root holds one while mounted).
  const listening = new Set<() => void>()
  onDispose(() => {
    for (const off of [...listening]) off()
  })
  return {
    get locale() {
      return i18n.locale
    },
    get dir() {
      return i18n.dir
    },
    t: (key, options) => i18n.t(key, options),
    load: (namespace) => i18n.load(namespace),
    isLoaded: (namespace) => i18n.isLoaded(namespace),
    registerNamespace: (namespace, loader) => onDispose(i18n.register(namespace, loader, plugin)),
    changeLanguage: (input) => i18n.changeLanguage(input),
    onChange(listener) {
      const unsubscribe = i18n.onChange(listener)
      const off = () => {
        listening.delete(off)
        unsubscribe()
      }
      listening.add(off)
      return off
    },
  }
}

/** The name a plugin's sheet is placed under: `<plugin>-<name>`, so plugins never share (or remove) each other's. */
const sheetName = (plugin: string, name: string) => `${plugin}-${name}`.toLowerCase().replace(/[^a-z0-9-]/g, '-')

/** A plugin's style sheets, each taken off every document it was put on when the plugin goes. */
function pluginStyles(plugin: string, onDispose: (fn: () => void) => void): PluginStyles {
  const placed = new Map<string, Set<Document>>()
  onDispose(() => {
    for (const [name, documents] of placed) for (const doc of documents) removeStyleSheet(doc, name)
    placed.clear()
  })
  return {
    ensure(document, name, css) {
      const key = sheetName(plugin, String(name))
      ensureStyleSheet(document, key, css)
      let documents = placed.get(key)
      if (!documents) placed.set(key, (documents = new Set()))
      documents.add(document)
    },
  }
}

export function serviceExtensions(services: PlatformServices): ServiceExtension[] {
  return [
    { name: 'http', create: () => services.http },
    { name: 'storage', create: () => services.storage },
    { name: 'i18n', create: (plugin, onDispose) => pluginI18n(services.i18n(), plugin, onDispose) },
    { name: 'status', create: () => services.status },
    { name: 'pages', create: () => services.pages() },
    { name: 'cookies', create: () => services.cookies },
    { name: 'styles', create: (plugin, onDispose) => pluginStyles(plugin, onDispose) },
    { name: 'react', create: () => loadSdk },
    {
      name: 'api',
      create: (_name, onDispose, plugin): PublicApi => ({ expose: (path, fn) => onDispose(services.expose(plugin, path, fn)) }),
    },
  ]
}

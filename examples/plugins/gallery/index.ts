/**
 * The gallery: a plugin of the demo publisher's own (built by build.mjs into dist/plugins/gallery.js and
 * installed by examples/pages/gallery.html with `vf.plugins.use(galleryPlugin())`), written as any third
 * party's plugin is — from `contracts/` and the README — against `vf/sdk`. Its widget `<vf-gallery>` renders
 * every component of the product's UI kit with its variants, and frames of the real widgets in each of their
 * states (gallery-frame.html: the comments' family, reviews and rating, live questions, polls, ads and the
 * paywall's wall), for designers and publishers to look at in light and dark, in every language.
 *
 * Besides the widget it declares its translation namespace (`gallery`, 13 locales), its CSS and one action,
 * `gallery.save`, a pretend save whose request status the kit's StatusLine shows (pending, then saved, or
 * the connection's failure).
 */
import type { Plugin, PluginContext } from '../../../contracts/plugin'
import type { Locale } from '../../../contracts/enums'
import { attributes, PINNED_STATUS, type GalleryProps, type GalleryTheme } from './model'
import { GALLERY_CSS } from './styles'

declare module '../../../contracts/actions' {
  interface Actions {
    /** The gallery's pretend save (examples/plugins/gallery): its status goes to `statusKey`; `fail` makes it fail as an unreachable service would. */
    'gallery.save': { params: { statusKey: string; fail?: boolean }; result: { saved: boolean } }
  }
}

/** How long the pretend save takes: long enough to see the busy button and the pending status. */
export const SAVE_MS = 1200

/** Each locale's words, one lazily loaded file each. */
const locales: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  'ar-ar': () => import('./locales/ar-ar'),
  'da-dk': () => import('./locales/da-dk'),
  'de-de-formal': () => import('./locales/de-de-formal'),
  'de-de': () => import('./locales/de-de'),
  'en-us': () => import('./locales/en-us'),
  'es-es': () => import('./locales/es-es'),
  'fi-fi': () => import('./locales/fi-fi'),
  'fr-ca': () => import('./locales/fr-ca'),
  'fr-fr': () => import('./locales/fr-fr'),
  'it-it': () => import('./locales/it-it'),
  'nl-nl': () => import('./locales/nl-nl'),
  'pt-br': () => import('./locales/pt-br'),
  'sr-rs': () => import('./locales/sr-rs'),
}

const THEMES: readonly GalleryTheme[] = ['light', 'dark', 'auto']

export function galleryPlugin(): Plugin {
  return {
    name: 'gallery',
    setup(ctx: PluginContext) {
      ctx.i18n.registerNamespace('gallery', (locale) => locales[locale]())
      const saving = new Set<unknown>()
      ctx.onDispose(() => saving.forEach((handle) => ctx.clock.timers.clearTimeout(handle)))
      ctx.actions.register('gallery.save', ({ statusKey, fail }) => {
        ctx.status.start(statusKey)
        return new Promise((resolve) => {
          const handle = ctx.clock.timers.setTimeout(() => {
            saving.delete(handle)
            if (fail) ctx.status.fail(statusKey, ctx.i18n.t('settings.error.error_fetching'))
            else ctx.status.succeed(statusKey, ctx.i18n.t('gallery:status.saved'))
            resolve({ saved: !fail })
          }, SAVE_MS)
          saving.add(handle)
        })
      })
      ctx.widgets.define({
        tag: 'vf-gallery',
        attributes,
        load: async () => {
          // The product's React SDK and the view (whose imports of vf/sdk it binds), then the words.
          const [{ reactWidget, widgetServices, ensureKitStyles }, { Gallery }] = await Promise.all([ctx.react(), import('./views/Gallery'), ctx.i18n.load('gallery')])
          const widget = reactWidget(Gallery, widgetServices(ctx))
          return {
            async mount(element, props, context) {
              ctx.styles.ensure(element.ownerDocument, 'gallery', GALLERY_CSS)
              ensureKitStyles(element.ownerDocument)
              // One status line example stays on screen; the other follows the buttons beside it.
              ctx.status.succeed(PINNED_STATUS, ctx.i18n.t('gallery:status.saved'), { timeoutMs: null })
              const asked = element.getAttribute('data-vf-theme')
              const theme = THEMES.find((name) => name === asked) ?? 'light'
              const unmount = await widget.mount(element, { ...props, theme } satisfies GalleryProps, context)
              return () => {
                ctx.status.clear(PINNED_STATUS)
                unmount()
              }
            },
          }
        },
      })
    },
  }
}

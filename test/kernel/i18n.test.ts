import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { isVfError } from '../../kernel/errors'
import { baseLocaleOf, createI18n, normalizeLocale } from '../../kernel/i18n'
import { recordingLogger } from '../support/console'

test('locale names are normalised; unsupported ones are undefined (→ en-us)', () => {
  assert.is(normalizeLocale('EN_us'), 'en-us')
  assert.is(normalizeLocale('fr-CA'), 'fr-ca')
  assert.is(normalizeLocale('de-DE-formal'), 'de-de-formal')
  assert.is(normalizeLocale('ar'), 'ar-ar')
  assert.is(normalizeLocale('pt'), 'pt-br')
  assert.is(normalizeLocale('es-MX'), 'es-es')
  assert.is(normalizeLocale('ja-jp'), undefined)
  assert.is(normalizeLocale(42), undefined)
  assert.is(baseLocaleOf('fr-ca'), 'fr-fr')
  assert.is(baseLocaleOf('de-de-formal'), 'de-de')
  assert.is(baseLocaleOf('it-it'), 'en-us')
})

test('the base namespace translates; an unsupported language falls back to en-us', async () => {
  const { logger } = recordingLogger()
  const i18n = await createI18n({ logger, locale: 'de-de-formal' })
  assert.is(i18n.t('settings.error.unauthorized'), 'Sie müssen sich anmelden, um das zu tun.')
  assert.is(await i18n.changeLanguage('ja'), 'en-us')
  assert.is(i18n.t('settings.error.unauthorized'), 'You need to sign in to do that.')
})

test('a missing key is logged "not found" and shown "Translation not found"', async () => {
  const { logger, out } = recordingLogger()
  const i18n = await createI18n({ logger })
  assert.is(i18n.t('no.such.key'), 'Translation not found')
  assert.match(out.warn[0]!, 'Translation "base:no.such.key" not found')
})

test('a namespace fetches one file: the locale’s own, which holds every key; a missing key is not looked for elsewhere', async () => {
  const { logger, out } = recordingLogger()
  const i18n = await createI18n({ logger, locale: 'fr-ca' })
  const asked: string[] = []
  i18n.registerNamespace('conversations', async (locale) => {
    asked.push(locale)
    return locale === 'fr-ca' ? { sort: { newest: 'Les plus récents' } } : { sort: { newest: `newest (${locale})` }, only_elsewhere: 'elsewhere' }
  })
  await i18n.load('conversations')
  assert.equal(asked, ['fr-ca'], 'neither fr-fr nor en-us is fetched')
  assert.ok(i18n.isLoaded('conversations'))
  assert.is(i18n.t('conversations:sort.newest'), 'Les plus récents')
  assert.is(i18n.t('conversations:only_elsewhere'), 'Translation not found')
  assert.match(out.warn.join('\n'), 'Translation "conversations:only_elsewhere" not found')
  await i18n.load('conversations')
  assert.equal(asked, ['fr-ca'], 'loaded once')
})

test('a namespace without a file for the locale falls back to the base language, then en-us: the first that has one', async () => {
  const { logger } = recordingLogger()
  const files: Record<string, Record<string, unknown>> = {
    'fr-fr': { sort: { newest: 'Plus récents' } },
    'en-us': { sort: { newest: 'Newest' }, only_english: 'Only in English' },
  }
  const asked: string[] = []
  const loader = async (locale: string) => {
    asked.push(locale)
    if (!files[locale]) throw new Error(`no ${locale} file`)
    return files[locale]!
  }
  const canadian = await createI18n({ logger, locale: 'fr-ca' })
  canadian.registerNamespace('conversations', loader)
  await canadian.load('conversations')
  assert.equal(asked, ['fr-ca', 'fr-fr'])
  assert.ok(canadian.isLoaded('conversations'))
  assert.is(canadian.t('conversations:sort.newest'), 'Plus récents')

  asked.length = 0
  const italian = await createI18n({ logger, locale: 'it-it' })
  italian.registerNamespace('conversations', loader)
  await italian.load('conversations')
  assert.equal(asked, ['it-it', 'en-us'])
  assert.is(italian.t('conversations:only_english'), 'Only in English')
})

test('the locale may arrive after the translations started loading (the site’s setting, from bootstrap)', async () => {
  const { logger } = recordingLogger()
  let answer!: (locale: 'de-de') => void
  const i18n = createI18n({ logger, locale: new Promise((resolve) => (answer = resolve)) })
  answer('de-de')
  const ready = await i18n
  assert.is(ready.locale, 'de-de')
  assert.is(ready.t('actions.log_out'), 'Abmelden')
})

test('plurals follow each language’s rules (Arabic has six forms) and values interpolate', async () => {
  const { logger } = recordingLogger()
  const i18n = await createI18n({ logger, locale: 'ar-ar' })
  i18n.registerNamespace('quote', async (locale) =>
    locale === 'ar-ar'
      ? { replies_zero: 'لا ردود', replies_one: 'رد واحد', replies_two: 'ردان', replies_few: '{{count}} ردود', replies_many: '{{count}} ردًا', replies_other: '{{count}} رد' }
      : { replies_one: '{{count}} reply', replies_other: '{{count}} replies', by: 'by {{name}}' },
  )
  await i18n.load('quote')
  assert.equal([0, 1, 2, 3, 11, 100].map((count) => i18n.t('quote:replies', { count })), ['لا ردود', 'رد واحد', 'ردان', '3 ردود', '11 ردًا', '100 رد'])
  assert.is(i18n.dir, 'rtl')
  await i18n.changeLanguage('en')
  assert.is(i18n.dir, 'ltr')
  assert.is(i18n.t('quote:replies', { count: 1 }), '1 reply')
  assert.is(i18n.t('quote:by', { name: '<b>Ada</b>' }), 'by <b>Ada</b>', 'React escapes; i18next must not double-escape')
})

test('each instance is isolated and tells its listeners about language changes', async () => {
  const { logger } = recordingLogger()
  const a = await createI18n({ logger, locale: 'fi-fi' })
  const b = await createI18n({ logger, locale: 'nl-nl' })
  const seen: string[] = []
  a.onChange((l) => seen.push(l))
  await a.changeLanguage('da-DK')
  assert.is(a.t('actions.log_out'), 'Log ud')
  assert.is(b.t('actions.log_out'), 'Uitloggen')
  assert.equal(seen, ['da-dk'])
})

test('a namespace belongs to the one who registered it: another is refused, base is the kernel’s, a malformed name is refused', async () => {
  const { logger } = recordingLogger()
  const i18n = await createI18n({ logger })
  const loader = async () => ({ hello: 'Hello' })
  const withdraw = i18n.register('greetings', loader, 'greeter')
  for (const [namespace, owner, message] of [
    ['greetings', 'other', 'The translation namespace "greetings" belongs to "greeter"'],
    ['base', 'greeter', '"base" cannot be a translation namespace'],
    ['Bad Name', 'greeter', '"Bad Name" cannot be a translation namespace'],
  ] as const) {
    try {
      i18n.register(namespace, loader, owner)
      assert.unreachable(namespace)
    } catch (error) {
      assert.ok(isVfError(error, 'InvalidArgument'), namespace)
      assert.match((error as Error).message, message)
    }
  }
  assert.equal([...i18n.namespaces()], [['base', 'kernel'], ['greetings', 'greeter']])
  withdraw()
  assert.equal([...i18n.namespaces()], [['base', 'kernel']])
})

test('a withdrawn namespace takes its loaded texts with it; registered again, it loads afresh', async () => {
  const { logger, out } = recordingLogger()
  const i18n = await createI18n({ logger })
  let version = 1
  const register = () => i18n.register('greetings', async () => ({ hello: `Hello ${version}` }), 'greeter')
  const withdraw = register()
  await i18n.load('greetings')
  assert.is(i18n.t('greetings:hello'), 'Hello 1')
  withdraw()
  assert.is(i18n.isLoaded('greetings'), false)
  assert.is(i18n.t('greetings:hello'), 'Translation not found')
  await i18n.load('greetings')
  assert.match(out.warn.join('\n'), 'No translations are registered for the namespace "greetings"')
  version = 2
  register()
  await i18n.load('greetings')
  assert.is(i18n.t('greetings:hello'), 'Hello 2')
})

test.run()

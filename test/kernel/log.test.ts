import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createLogger, debugFlagFromStorage } from '../../kernel/log'
import { recordingConsole } from '../support/console'

test('debug output is grouped under [viafoura] and printed only with the _vf-debug flag', () => {
  const out = recordingConsole()
  let debug = false
  const logger = createLogger({ console: out.console, debugEnabled: () => debug })
  logger.debug('quiet', { a: 1 })
  assert.equal(out.groups, [])
  debug = true
  logger.debug('bootstrap', { a: 1 })
  assert.equal(out.groups, ['[viafoura] bootstrap'])
  assert.equal(out.log, [{ a: 1 }])
})

test('warnings and errors always print with the [viafoura] prefix', () => {
  const out = recordingConsole()
  const logger = createLogger({ console: out.console, debugEnabled: () => false })
  logger.warn('careful')
  logger.error('broken')
  assert.equal(out.warn, ['[viafoura] careful'])
  assert.equal(out.error, ['[viafoura] broken'])
})

test('deprecations print only with vfConfig.debug', () => {
  const out = recordingConsole()
  let debug = false
  const logger = createLogger({ console: out.console, deprecationsEnabled: () => debug })
  logger.deprecated('old thing')
  debug = true
  logger.deprecated('old thing')
  assert.equal(out.warn, ['[viafoura] Deprecated: old thing'])
})

test('the _vf-debug flag is read from localStorage without ever throwing', () => {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
  const set = (value: unknown) => Object.defineProperty(globalThis, 'localStorage', { configurable: true, get: () => value })
  try {
    set({ getItem: () => '1' })
    assert.is(debugFlagFromStorage(), true)
    set({ getItem: () => 'true' })
    assert.is(debugFlagFromStorage(), true)
    set({ getItem: () => null })
    assert.is(debugFlagFromStorage(), false)
    set({ getItem: () => 'false' })
    assert.is(debugFlagFromStorage(), false)
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new Error('SecurityError: storage is blocked')
      },
    })
    assert.is(debugFlagFromStorage(), false)
  } finally {
    if (original) Object.defineProperty(globalThis, 'localStorage', original)
    else delete (globalThis as { localStorage?: unknown }).localStorage
  }
})

test.run()

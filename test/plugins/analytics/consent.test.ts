/**
 * The consent matrix (document 3 §4): the page's flag and the TCF framework's answer → whether analytics
 * may track.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createConsent, decide, parseFlag, type ConsentDecision, type TcfAnswer } from '../../../plugins/analytics/consent'
import { createStorage } from '../../../kernel/storage'
import { fakeHost, fakeTcf } from './support'

const absent: TcfAnswer = { state: 'absent' }
const pending: TcfAnswer = { state: 'pending' }
const yes: TcfAnswer = { state: 'answered', consent: true, tcString: 'CP-yes' }
const no: TcfAnswer = { state: 'answered', consent: false, tcString: 'CP-no' }

test('the page flag alone: only allow-all (2) tracks; -2, -1, 1 and no flag at all do not', () => {
  assert.equal(decide(2, absent), { consent: 'allowed', source: 'flag', flag: 2 })
  assert.equal(decide(-2, absent), { consent: 'blocked', source: 'flag', flag: -2 })
  assert.equal(decide(-1, absent), { consent: 'blocked', source: 'flag', flag: -1 })
  assert.equal(decide(1, absent), { consent: 'blocked', source: 'flag', flag: 1 })
  assert.equal(decide(undefined, absent), { consent: 'blocked', source: 'none', flag: undefined })
})

test("with the site's TCF integration: the vendor's consent tracks unless the page blocks all; no answer yet waits", () => {
  const matrix: Array<[number | undefined, TcfAnswer, string]> = [
    [undefined, yes, 'allowed'],
    [undefined, no, 'blocked'],
    [undefined, pending, 'pending'],
    [1, yes, 'allowed'],
    [-1, yes, 'allowed'],
    [-1, pending, 'pending'],
    [-2, yes, 'blocked'],
    [-2, pending, 'blocked'],
    [2, no, 'allowed'],
    [2, pending, 'allowed'],
  ]
  for (const [flag, tcf, expected] of matrix) assert.is(decide(flag as never, tcf).consent, expected, `flag ${flag}, TCF ${JSON.stringify(tcf)}`)
  assert.equal(decide(undefined, yes).tcf, { tcString: 'CP-yes' }, 'the consent string travels with the decision')
})

test('flags are read strictly: only -2, -1, 1 and 2', () => {
  assert.equal(['2', ' -2 ', '-1', '1', 2].map(parseFlag), [2, -2, -1, 1, 2])
  assert.equal(['0', '3', '', 'yes', '2.0', '22', null, undefined, {}].map(parseFlag), [undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined, undefined])
})

function consentWith(options: { flag?: string; tcf?: ReturnType<typeof fakeTcf>; integration?: boolean; vendor?: number }) {
  const storage = createStorage({ local: () => undefined, session: () => undefined })
  if (options.flag !== undefined) storage.raw.session.set('__vftc__', options.flag)
  const changes: ConsentDecision[] = []
  const consent = createConsent({
    session: storage.raw.session,
    settings: () => ({ ...(options.integration ? { tcf_api_cmp_integration: 1 as const } : {}), ...(options.vendor ? { tcf_vendor_id: options.vendor } : {}) }),
    host: fakeHost(options.tcf ? { tcf: options.tcf.api } : {}),
    onChange: (decision) => changes.push(decision),
    warn: () => undefined,
  })
  return { consent, changes, storage }
}

test("the page's __vftc__ is read at start, and a flag set later is stored there and decides again", () => {
  const { consent, changes, storage } = consentWith({ flag: '2' })
  assert.is(consent.current().consent, 'allowed')
  consent.setFlag(-2)
  assert.is(storage.raw.session.get('__vftc__'), '-2')
  assert.equal(changes.map((c) => c.consent), ['allowed', 'blocked'])
  consent.setFlag(null)
  assert.is(storage.raw.session.get('__vftc__'), undefined)
})

test("TCF: asked only with the site's integration on; its vendor consent (and purpose 1) for the configured vendor allows tracking", () => {
  const off = fakeTcf()
  assert.is(consentWith({ tcf: off, vendor: 42 }).consent.current().consent, 'blocked', 'integration off: the framework is not asked')

  const tcf = fakeTcf()
  const { consent, changes } = consentWith({ tcf, integration: true, vendor: 42 })
  assert.is(consent.current().consent, 'pending')
  tcf.answer({ eventStatus: 'cmpuishown', gdprApplies: true })
  assert.is(consent.current().consent, 'pending', 'the dialog is showing: the reader has not chosen')
  tcf.answer({ eventStatus: 'useractioncomplete', gdprApplies: true, tcString: 'CP1', vendor: { consents: { '42': true } }, purpose: { consents: { '1': true } } })
  assert.is(consent.current().consent, 'allowed')
  assert.equal(consent.current().tcf, { tcString: 'CP1', gdprApplies: true })
  tcf.answer({ eventStatus: 'useractioncomplete', gdprApplies: true, tcString: 'CP2', vendor: { consents: { '7': true } }, purpose: { consents: { '1': true } } })
  assert.is(consent.current().consent, 'blocked', 'consent for another vendor is not ours')
  assert.equal(changes.map((c) => c.consent), ['pending', 'allowed', 'blocked'])
  consent.stop()
  assert.equal(tcf.removed, [7], 'the listener is removed with the plugin')
})

test('TCF: GDPR not applying allows tracking; without a configured vendor id consent cannot be confirmed', () => {
  const outside = fakeTcf()
  const a = consentWith({ tcf: outside, integration: true })
  outside.answer({ eventStatus: 'tcloaded', gdprApplies: false })
  assert.is(a.consent.current().consent, 'allowed')
  const unknownVendor = fakeTcf()
  const b = consentWith({ tcf: unknownVendor, integration: true })
  unknownVendor.answer({ eventStatus: 'tcloaded', gdprApplies: true, vendor: { consents: { '42': true } }, purpose: { consents: { '1': true } } })
  assert.is(b.consent.current().consent, 'blocked')
})

test('a framework that throws is not asked again: the flag decides', () => {
  const storage = createStorage({ local: () => undefined, session: () => undefined })
  const warnings: string[] = []
  const host = fakeHost({
    tcf: () => {
      throw new Error('CMP broken')
    },
  })
  const consent = createConsent({ session: storage.raw.session, settings: () => ({ tcf_api_cmp_integration: 1 }), host, onChange: () => undefined, warn: (m) => warnings.push(m) })
  assert.is(consent.current().consent, 'blocked')
  assert.is(warnings.length, 1)
})

test.run()

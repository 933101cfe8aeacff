/** Which discussion each comments-plugin widget names: its vf-container-id, only when it is a container id (document 4 §5). */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { AttributeSchema } from '../../../contracts/widgets'
import { parseAttributes } from '../../../kernel/widgets/attributes'
import { conversationsAttributes, counterAttributes, pullQuoteAttributes, starterAttributes } from '../../../plugins/comments/inputs'

/** An element carrying just these attributes (the parser reads nothing else). */
const element = (attributes: Record<string, string>) => ({ getAttribute: (name: string) => (Object.hasOwn(attributes, name) ? attributes[name]! : null) }) as unknown as Element

const schemas: Array<[string, AttributeSchema]> = [
  ['comments', conversationsAttributes],
  ['counter', counterAttributes],
  ['pull quote', pullQuoteAttributes],
  ['conversation starter', starterAttributes],
]

const ok = ['story-42', 'a', 'A_b-9', 'x'.repeat(200)]
const refused = ['story 42', 'story<42>', 'story/42', 'story?id=42', 'émission', 'x'.repeat(201), 'x'.repeat(250), 'a\tb']

test('every comments-plugin widget takes a container id of 1–200 characters without spaces or special characters', () => {
  for (const [widget, schema] of schemas) {
    for (const id of ok) assert.is(parseAttributes(element({ 'vf-container-id': id }), schema).containerId, id, `${widget}: ${id.slice(0, 20)}`)
    for (const id of refused) {
      const rejected: string[] = []
      const props = parseAttributes(element({ 'vf-container-id': id }), schema, (attribute) => rejected.push(attribute))
      assert.is(props.containerId, undefined, `${widget} refuses ${id.slice(0, 20)} (${id.length})`)
      assert.equal(rejected, ['vf-container-id'], `${widget} reports ${id.slice(0, 20)}`)
    }
  }
})

test('a refused id leaves the comments widget without one of its own, so the page’s applies; a long one is never cut to another id', () => {
  assert.is(parseAttributes(element({ 'vf-container-id': 'bad id' }), conversationsAttributes).containerId, undefined)
  const long = `${'a'.repeat(200)}b`
  assert.is(parseAttributes(element({ 'vf-container-id': long }), conversationsAttributes).containerId, undefined)
  assert.is(parseAttributes(element({ 'vf-container-id': ' story-42 ' }), conversationsAttributes).containerId, 'story-42')
})

test.run()

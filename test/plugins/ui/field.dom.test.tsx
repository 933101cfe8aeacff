/** The kit's form fields: a text input named by its visible label, described by its hint; a checkbox named by its text. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { CheckboxField, TextField } from '../../../plugins/ui/Field'
import { KIT_CSS } from '../../../plugins/ui'

test.after.each(() => cleanup())

test('TextField: the visible label is the input’s name; the hint describes it, after what the caller ties to it (an error first)', () => {
  const { rerender } = render(<TextField label="Password" type="password" hint="At least 8 characters." required />)
  const input = screen.getByLabelText('Password') as HTMLInputElement
  assert.is(input.type, 'password')
  assert.ok(input.required)
  assert.ok(input.classList.contains('vf-field__input'))
  const [hint] = (input.getAttribute('aria-describedby') ?? '').split(' ')
  assert.is(document.getElementById(hint!)?.textContent, 'At least 8 characters.')
  rerender(
    <>
      <TextField label="Password" type="password" hint="At least 8 characters." aria-invalid aria-describedby="error" />
      <p id="error" role="alert">
        Too short.
      </p>
    </>,
  )
  const described = (screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '').split(' ')
  assert.is(described.length, 2)
  assert.is(described[0], 'error', 'the error first')
  assert.is(document.getElementById(described[1]!)?.textContent, 'At least 8 characters.')
  assert.is(screen.getByLabelText('Password').getAttribute('aria-invalid'), 'true')
})

test('TextField: without a hint it is described only by what the caller says; a given id is kept; it is a controlled input', () => {
  function Controlled() {
    const [value, setValue] = useState('')
    return <TextField id="mail" label="E-mail" type="email" value={value} onChange={(e) => setValue(e.target.value.trim())} />
  }
  render(<Controlled />)
  const input = screen.getByLabelText('E-mail') as HTMLInputElement
  assert.is(input.id, 'mail')
  assert.is(input.getAttribute('aria-describedby'), null)
  fireEvent.change(input, { target: { value: ' ada@example.org ' } })
  assert.is(input.value, 'ada@example.org')
})

test('CheckboxField: a native checkbox named by the text beside it, which toggles it too', () => {
  function Human() {
    const [checked, setChecked] = useState(false)
    return <CheckboxField label="I am not a robot" required checked={checked} onChange={(e) => setChecked(e.target.checked)} />
  }
  render(<Human />)
  const box = screen.getByRole('checkbox', { name: 'I am not a robot' }) as HTMLInputElement
  assert.not.ok(box.checked)
  fireEvent.click(screen.getByText('I am not a robot'))
  assert.ok(box.checked)
})

test('the fields’ look is in the kit’s sheet, in logical properties', () => {
  for (const rule of ['.vf-field__input{', '.vf-field__input[aria-invalid="true"]', '.vf-check-field{', '.vf-form{']) assert.ok(KIT_CSS.includes(rule), rule)
  const fields = KIT_CSS.slice(KIT_CSS.indexOf('.vf-form{'))
  assert.not.match(fields, /(?:^|[;{])\s*(?:margin|padding|border)-(?:left|right|top|bottom)\s*:/)
})

test.run()

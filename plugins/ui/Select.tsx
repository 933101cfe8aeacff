/**
 * A select drawn in the theme (the WAI-ARIA APG select-only combobox): a combobox showing the chosen
 * option, which opens a list box of the options, for a compact choice such as the comments' order.
 *
 * The focus stays on the combobox; the option the keys are on is its `aria-activedescendant` while the
 * list is open. Closed: ArrowDown, ArrowUp, Enter and Space open it on the chosen option, Home and End
 * on the first and last, typing on the option it matches. Open: the arrows move (stopping at the ends),
 * Home, End, PageUp and PageDown (ten at a time) too, typing moves to the option starting with what was
 * typed (type-ahead.ts); Enter, Space and Alt+ArrowUp choose the option and close, Escape closes
 * without choosing; leaving it (Tab, a click elsewhere) chooses the option the keys were on and closes,
 * as APG does. A click on an option chooses it. Disabled options are passed over.
 *
 * Named by a visible label (`label`, a click on it focuses the combobox, as a native label does) or by
 * `aria-label`. Controlled: `value` is the caller's, `onChange` asks to change it.
 */
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Check } from './Check'
import { placePopup, type PopupAlign } from './popup'
import { typeAhead, typeAheadState, typedCharacter } from './type-ahead'

export interface SelectOption {
  value: string
  /** What the option and, once chosen, the combobox show: also what type-ahead matches. */
  label: string
  disabled?: boolean
}

interface SelectCommon {
  options: readonly SelectOption[]
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  /** Which edge of the combobox the list lines up with: its inline start (default) or inline end. */
  align?: PopupAlign
  className?: string
}

/** Named by a visible label, or by `aria-label` where the context shows what it is. */
export type SelectProps = SelectCommon & ({ label: string; 'aria-label'?: undefined } | { 'aria-label': string; label?: undefined })

/** Options skipped by PageUp and PageDown. */
const PAGE = 10

export function Select({ options, value, onChange, disabled = false, align = 'start', className, label, 'aria-label': ariaLabel }: SelectProps) {
  const base = useId()
  const labelId = `${base}l`
  const listId = `${base}x`
  const optionId = (index: number) => `${base}o${index}`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const combo = useRef<HTMLDivElement>(null)
  const list = useRef<HTMLDivElement>(null)
  const typed = useRef(typeAheadState())

  const usable = (index: number) => !!options[index] && !options[index].disabled
  /** The first usable option from `from` going by `step`, or -1. */
  const seek = (from: number, step: 1 | -1) => {
    for (let index = from; index >= 0 && index < options.length; index += step) if (usable(index)) return index
    return -1
  }
  const chosen = options.findIndex((option) => option.value === value)
  const current = usable(chosen) ? chosen : seek(0, 1)

  const show = (index: number) => {
    setActive(index)
    setOpen(true)
  }
  /** Chooses the option at `index` (if it can be) and closes. */
  const choose = (index: number) => {
    const option = options[index]
    if (option?.disabled) return
    setOpen(false)
    if (option && option.value !== value) onChange(option.value)
  }

  // Placed when it opens, before it is painted.
  useLayoutEffect(() => {
    if (open && list.current) placePopup(list.current, align)
  }, [open, align])

  // The option the keys are on stays in view in a list that scrolls.
  useLayoutEffect(() => {
    const box = list.current
    const option = open && active >= 0 ? (box?.children[active] as HTMLElement | undefined) : undefined
    if (!box || !option) return
    if (option.offsetTop < box.scrollTop) box.scrollTop = option.offsetTop
    else if (option.offsetTop + option.offsetHeight > box.scrollTop + box.clientHeight) box.scrollTop = option.offsetTop + option.offsetHeight - box.clientHeight
  })

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return
    const { key } = event
    const char = typedCharacter(event, typed.current)
    if (char !== undefined) {
      event.preventDefault()
      const from = open ? active : current
      const to = typeAhead(
        typed.current,
        char,
        event.timeStamp,
        options.map((option) => option.label),
        from,
        usable,
      )
      show(to ?? from)
      return
    }
    if (!open) {
      const to = key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ' ? current : key === 'Home' ? seek(0, 1) : key === 'End' ? seek(options.length - 1, -1) : undefined
      if (to === undefined) return
      event.preventDefault()
      show(to)
      return
    }
    const move = (to: number) => {
      event.preventDefault()
      if (to >= 0) setActive(to)
    }
    switch (key) {
      case 'ArrowDown':
        return move(seek(active + 1, 1))
      case 'ArrowUp':
        if (event.altKey) {
          event.preventDefault()
          return choose(active)
        }
        return move(seek(active - 1, -1))
      case 'Home':
        return move(seek(0, 1))
      case 'End':
        return move(seek(options.length - 1, -1))
      case 'PageDown': {
        const target = Math.min(active + PAGE, options.length - 1)
        return move(Math.max(seek(target, -1), seek(target, 1)))
      }
      case 'PageUp': {
        const target = Math.max(active - PAGE, 0)
        const up = seek(target, 1)
        return move(up >= 0 && up <= active ? up : seek(target, -1))
      }
      case 'Enter':
      case ' ':
        event.preventDefault()
        return choose(active)
      case 'Escape':
        event.preventDefault()
        // The list closes, not the dialog or tray around it.
        event.stopPropagation()
        return setOpen(false)
      case 'Tab':
        // The browser's Tab moves on; what the keys were on is chosen (as leaving it otherwise).
        return choose(active)
    }
  }

  const onClick = () => {
    if (disabled) return
    combo.current?.focus()
    if (open) setOpen(false)
    else show(current)
  }

  const selected = options[chosen]
  const name = label === undefined ? { 'aria-label': ariaLabel } : { 'aria-labelledby': labelId }
  return (
    <div className={className ? `vf-select ${className}` : 'vf-select'}>
      {label !== undefined && (
        <span id={labelId} className="vf-select__label" onClick={() => combo.current?.focus()}>
          {label}
        </span>
      )}
      <div className="vf-select__field">
        <div
          ref={combo}
          role="combobox"
          className="vf-select__combo"
          tabIndex={disabled ? -1 : 0}
          aria-controls={listId}
          aria-expanded={open}
          aria-haspopup="listbox"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-disabled={disabled || undefined}
          {...name}
          onKeyDown={onKeyDown}
          onClick={onClick}
          onBlur={() => open && choose(active)}
        >
          <span className="vf-select__value">{selected?.label}</span>
          <svg className="vf-select__chevron" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path d="M2.5 4.5L6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </div>
        {/* Pressing in the list keeps the focus on the combobox (else it would close as the focus left). */}
        <div ref={list} id={listId} role="listbox" className="vf-select__listbox" tabIndex={-1} hidden={!open} {...name} onMouseDown={(event) => event.preventDefault()}>
          {options.map((option, index) => (
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              className="vf-select__option"
              aria-selected={index === chosen}
              aria-disabled={option.disabled || undefined}
              data-active={(open && index === active) || undefined}
              onClick={() => choose(index)}
            >
              <Check className="vf-select__check" />
              {option.label}
            </div>
          ))}
        </div>
      </div>
    </div>
  )
}

/**
 * A segmented control: one choice of a few, side by side, that filters or orders what is below it ("All",
 * "Following", "Mine"). It has no panels, so it is not a tab list: it is the WAI-ARIA APG radio group
 * (one checked at a time), drawn as a row of joined buttons.
 *
 * Controlled (`value`, `onChange`). One Tab stop (the checked choice; roving tabindex); the arrow keys
 * move to the next or previous choice and check it, wrapping and passing over disabled choices, the
 * left and right arrows mirrored right-to-left; Space (or a click) checks the focused one.
 */
import { type KeyboardEvent, type ReactNode } from 'react'
import { rovingTarget } from './roving'

export interface SegmentOption {
  value: string
  label: ReactNode
  disabled?: boolean
}

export interface SegmentedControlProps {
  options: readonly SegmentOption[]
  value: string
  onChange: (value: string) => void
  /** The group's accessible name (or `aria-labelledby`). */
  'aria-label'?: string
  'aria-labelledby'?: string
  className?: string
}

export function SegmentedControl({ options, value, onChange, className, ...label }: SegmentedControlProps) {
  const usable = (index: number) => !options[index]?.disabled
  const checked = options.findIndex((option) => option.value === value)
  const stop = checked >= 0 && usable(checked) ? checked : options.findIndex((option) => !option.disabled)

  const check = (index: number) => {
    const option = options[index]
    if (option && !option.disabled && option.value !== value) onChange(option.value)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="radio"]'))
    const from = all.indexOf(event.target as HTMLElement)
    if (from < 0) return
    if (event.key === ' ') {
      event.preventDefault()
      return check(from)
    }
    const to = rovingTarget(event.key, from, all.length, event.currentTarget, { orientation: 'both', homeEnd: false, usable })
    if (to === undefined) return
    event.preventDefault()
    all[to]!.focus()
    check(to)
  }

  return (
    <div role="radiogroup" className={className ? `vf-segmented ${className}` : 'vf-segmented'} {...label} onKeyDown={onKeyDown}>
      {options.map((option, index) => (
        <button
          key={option.value}
          type="button"
          role="radio"
          className="vf-segmented__option"
          aria-checked={index === checked}
          aria-disabled={option.disabled || undefined}
          tabIndex={index === stop ? 0 : -1}
          onClick={() => check(index)}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}

/**
 * An icon of the kit's set, and the icon button.
 *
 * An icon is an `<svg>` with a `<use>` of its symbol in the document's sprite (icons.ts; the widget's
 * module places it with `ensureKitStyles`). It is decorative by default (`aria-hidden`, and `focusable`
 * false for old Edge and IE-era engines that made SVGs tab stops); with `label` it is an image with that
 * name, for an icon that says something no text beside it does.
 *
 * An icon button is the kit's Button (its busy state, its submit handling) in the quiet `ghost` look,
 * showing an icon, optionally a count and optionally its label. Its accessible name is always
 * `aria-label`: the label, then the count as the button shows it ("Like 30", "Like 1.23k"), so a screen
 * reader hears what the button is and how many, a speech user says what they see (WCAG 2.5.3, label in
 * name), and a toggle (`pressed`) says whether it is on (`aria-pressed`) while its name stays the same. A
 * shortened count's full number ("1,234") is its title: a tooltip, and the description screen readers add.
 * Three elements (button, svg, use) and a text.
 */
import { memo } from 'react'
import { formatShortNumber } from '../../kernel/lib/format-number'
import { intlFormatter } from '../../kernel/lib/intl-locale'
import { useLocale } from '../../kernel/react/provider'
import { Button, type ButtonProps } from './Button'
import { iconId, type IconName } from './icons'

export interface IconProps {
  name: IconName
  /** What the icon says, when nothing beside it does; without it the icon is hidden from assistive technology. */
  label?: string
  className?: string
}

/** Icons that point along the line of text (reply, send, a "next" chevron): drawn mirrored right-to-left. */
const MIRRORED: ReadonlySet<IconName> = new Set<IconName>(['reply', 'send', 'log-out', 'chevron-left', 'chevron-right'])

// Memoised: a comment re-rendered for a new count leaves its pictures alone.
export const Icon = memo(function Icon({ name, label, className }: IconProps) {
  const base = MIRRORED.has(name) ? 'vf-icon vf-icon--mirror' : 'vf-icon'
  const classes = className ? `${base} ${className}` : base
  const use = <use href={`#${iconId(name)}`} />
  return label ? (
    <svg className={classes} role="img" aria-label={label} focusable="false">
      {use}
    </svg>
  ) : (
    <svg className={classes} aria-hidden="true" focusable="false">
      {use}
    </svg>
  )
})

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label' | 'aria-pressed'> {
  icon: IconName
  /** The button's name ("Like", "Reply", "More actions for Ada"): its `aria-label`, and its text when `showLabel`. */
  label: string
  /** A count shown beside the icon (short: "1.23k") and said in full in the name. */
  count?: number
  /** A toggle's state (`aria-pressed`); leave undefined for a button that is not a toggle. */
  pressed?: boolean
  /** Show the label as text beside the icon, not only to assistive technology. */
  showLabel?: boolean
}

/** The full number's options, one constant (its formatter is then found by identity). */
const FULL: Intl.NumberFormatOptions = {}

/**
 * A count's words (in full, and short), by locale and count: a thread's buttons show a few dozen distinct
 * counts, and formatting each anew on every render of every button was most of a button's own time.
 */
const countTexts = new Map<string, { full: string; short: string }>()
const MAX_COUNT_TEXTS = 2000
const NO_COUNT = { full: '', short: '' }
function countText(count: number, locale: string): { full: string; short: string } {
  const key = `${locale}|${count}`
  let text = countTexts.get(key)
  if (text === undefined) {
    if (countTexts.size >= MAX_COUNT_TEXTS) countTexts.clear()
    countTexts.set(key, (text = { full: intlFormatter('NumberFormat', locale, FULL).format(count), short: formatShortNumber(count, locale) }))
  }
  return text
}

export function IconButton({ icon, label, count, pressed, showLabel = false, variant = 'ghost', className, ...rest }: IconButtonProps) {
  // The locale alone (a context read), not a translation hook: a thread renders thousands of these.
  const locale = useLocale()
  const hasCount = count !== undefined && Number.isFinite(count)
  const { full, short } = hasCount ? countText(count, locale) : NO_COUNT
  const text = showLabel ? (hasCount ? `${label} ${short}` : label) : short
  return (
    <Button
      {...rest}
      variant={variant}
      className={className ? `vf-icon-button ${className}` : 'vf-icon-button'}
      aria-label={hasCount ? `${label} ${short}` : label}
      aria-pressed={pressed}
      title={hasCount && short !== full ? full : rest.title}
    >
      <Icon name={icon} />
      {text}
    </Button>
  )
}

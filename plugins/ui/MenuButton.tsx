/**
 * A menu button (the WAI-ARIA APG menu button pattern): a button that opens a menu of actions, links
 * and on/off choices, for the secondary actions of a row (a comment's "…": report, share, follow).
 *
 * Keyboard: Enter, Space and ArrowDown open the menu on its first item, ArrowUp on its last; in the
 * menu the arrows move (wrapping), Home and End go to the ends, a letter to the next item starting
 * with it (again: the one after); Enter activates (Space too, and turns an on/off item without closing); Escape closes and
 * gives the focus back to the button, Tab closes and lets the focus move on from the button. A press
 * anywhere else closes it. An activated item's handler runs and the menu closes, the focus back on the
 * button unless the handler put it somewhere (a form it opened). Disabled items are reached by the
 * arrows (so they are heard) and do nothing.
 *
 * Cheap when closed, as a thread has a thousand of them: a closed menu button is its button in a
 * wrapper, with no effect and no listener; the items (or the function that lists them) are read and
 * rendered only while it is open, and the document listener for outside presses exists only then.
 * `bare` leaves the wrapper out (a closed menu button is then its button alone): the menu opens as the
 * button's next sibling, placed against the nearest positioned ancestor, which the caller makes the
 * row the button ends (`position: relative`), so the menu lines up with the row's inline end.
 */
import { useId, useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react'
import { Check } from './Check'
import { focusLost } from './focus'
import { placePopup, type PopupAlign } from './popup'
import { typeAhead, typeAheadState, typedCharacter } from './type-ahead'

interface MenuItemBase {
  /** React's key for the item; its position when absent. */
  id?: string
  /** The item's text: its accessible name and what type-ahead matches. */
  label: string
  /** A decorative icon before the label (hidden from assistive technology: the label names the item). */
  icon?: ReactNode
  /** Reached by the arrows, announced as unavailable, does nothing. */
  disabled?: boolean
}

/** An action (the default kind). */
export interface MenuAction extends MenuItemBase {
  type?: 'action'
  onSelect: () => void
  /** A destructive action, shown in the danger colour. */
  danger?: boolean
}

/** A link: activating it follows `href` (in `target`), after `onSelect` if given. */
export interface MenuLink extends MenuItemBase {
  type: 'link'
  href: string
  target?: string
  /** `noopener` by default for another target. */
  rel?: string
  onSelect?: () => void
  danger?: boolean
}

/** An on/off choice (`menuitemcheckbox`): `onSelect` receives the new state. */
export interface MenuCheckbox extends MenuItemBase {
  type: 'checkbox'
  checked: boolean
  onSelect: (checked: boolean) => void
}

export interface MenuSeparator {
  type: 'separator'
  id?: string
}

export type MenuEntry = MenuAction | MenuLink | MenuCheckbox | MenuSeparator
type MenuItem = Exclude<MenuEntry, MenuSeparator>

export interface MenuButtonProps {
  /** The button's accessible name, also the menu's ("More actions for Ada"). */
  label: string
  /** What the button shows (an icon from the caller). */
  children: ReactNode
  /** The menu's entries, or a function listing them: called only when the menu opens (and while open). */
  items: readonly MenuEntry[] | (() => readonly MenuEntry[])
  /** Which edge of the button the menu lines up with: its inline end (default) or its inline start. */
  align?: PopupAlign
  /** Classes added to the button. */
  className?: string
  /** No wrapper element: the caller's element around the button is the menu's positioned container. */
  bare?: boolean
}

/** Where the focus goes when the menu opens; a new object each time the button asks again. */
interface Opening {
  focus: 'first' | 'last'
}

export function MenuButton({ label, children, items, align = 'end', className, bare = false }: MenuButtonProps) {
  const [open, setOpen] = useState<Opening | null>(null)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)

  const show = (focus: Opening['focus']) => setOpen({ focus })
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const focus = event.key === 'ArrowUp' ? 'last' : event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ' ? 'first' : undefined
    if (!focus) return
    // Handled here, not as the button's click: Enter's and Space's default click would toggle it shut again.
    event.preventDefault()
    show(focus)
  }
  // Firefox clicks a button on Space's keyup: the keydown already opened it.
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ') event.preventDefault()
  }
  const onClick = () => {
    if (!open) return show('first')
    setOpen(null)
    button.current?.focus()
  }

  const parts = (
    <>
      <button
        ref={button}
        type="button"
        // Named by the open menu only: no id while closed (a thread has a thousand of these buttons).
        id={open ? `${id}b` : undefined}
        className={className ? `vf-menubutton__button ${className}` : 'vf-menubutton__button'}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={!!open}
        // Only an open menu is in the document: the button points at it then.
        aria-controls={open ? `${id}m` : undefined}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onClick={onClick}
      >
        {children}
      </button>
      {open && <Menu id={`${id}m`} buttonId={`${id}b`} button={button} entries={typeof items === 'function' ? items() : items} opening={open} align={align} onClose={() => setOpen(null)} />}
    </>
  )
  return bare ? parts : <span className="vf-menubutton">{parts}</span>
}

interface MenuProps {
  id: string
  buttonId: string
  button: RefObject<HTMLButtonElement | null>
  entries: readonly MenuEntry[]
  opening: Opening
  align: PopupAlign
  onClose: () => void
}

function Menu({ id, buttonId, button, entries, opening, align, onClose }: MenuProps) {
  const ref = useRef<HTMLDivElement>(null)
  /** The focus goes back to the button when the menu closes (Escape, an item activated). */
  const restore = useRef(false)
  // A ref, so that the listener placed at opening calls the latest.
  const close = useRef<(restoreFocus: boolean) => void>(() => {})
  close.current = (restoreFocus: boolean) => {
    restore.current = restoreFocus
    onClose()
  }
  const items = entries.filter((entry): entry is MenuItem => entry.type !== 'separator')

  const elements = () => Array.from(ref.current?.querySelectorAll<HTMLElement>('[data-vf-item]') ?? [])
  /** Inside the menu or its button (not the rest of the row a bare menu button sits in). */
  const ours = (node: Node) => !!ref.current?.contains(node) || !!button.current?.contains(node)
  const focusItem = (index: number) => elements()[index]?.focus()

  // Placed before it is painted; the outside-press listener lives as long as the menu.
  useLayoutEffect(() => {
    const menu = ref.current
    if (!menu) return
    placePopup(menu, align)
    const doc = menu.ownerDocument
    const onPointerDown = (event: Event) => {
      if (!(event.target instanceof Node) || !ours(event.target)) close.current(false)
    }
    doc.addEventListener('pointerdown', onPointerDown, true)
    return () => {
      doc.removeEventListener('pointerdown', onPointerDown, true)
      // Still in the document here (a layout effect's cleanup runs before React removes the menu).
      if (restore.current && (menu.contains(doc.activeElement) || focusLost(doc))) button.current?.focus()
    }
  }, [align, button])

  useLayoutEffect(() => {
    const all = elements()
    ;(all[opening.focus === 'last' ? all.length - 1 : 0] ?? ref.current)?.focus()
  }, [opening])

  const activate = (item: MenuItem, event: MouseEvent<HTMLElement>) => {
    if (item.disabled) {
      event.preventDefault()
      return
    }
    const menu = ref.current
    try {
      if (item.type === 'checkbox') item.onSelect(!item.checked)
      else item.onSelect?.()
    } finally {
      const doc = menu?.ownerDocument
      // The handler may have moved the focus (a form it opened takes it): it stays there.
      close.current(!doc || !!menu?.contains(doc.activeElement) || focusLost(doc))
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = elements()
    const current = all.indexOf(event.target as HTMLElement)
    const count = all.length
    const move = (index: number) => {
      event.preventDefault()
      focusItem(index)
    }
    switch (event.key) {
      case 'ArrowDown':
        return move((current + 1) % count)
      case 'ArrowUp':
        return move(current <= 0 ? count - 1 : current - 1)
      case 'Home':
        return move(0)
      case 'End':
        return move(count - 1)
      case 'Escape':
        event.preventDefault()
        // The menu closes, not the dialog or tray around it.
        event.stopPropagation()
        return close.current(true)
      case 'Tab':
        // The browser's Tab then moves on from the button, to what comes after (or before) it.
        button.current?.focus()
        return close.current(false)
      case 'Enter':
        event.preventDefault()
        // A click, so that a link is followed as the browser follows links (its target, a new tab).
        if (current >= 0) all[current]!.click()
        return
      case ' ': {
        event.preventDefault()
        const item = items[current]
        if (item?.type === 'checkbox') {
          if (!item.disabled) item.onSelect(!item.checked)
        } else if (current >= 0) all[current]!.click()
        return
      }
    }
    // By first letter only (APG menus): "f" then Space at once is Follow turned on, not a search for "f ".
    const state = typeAheadState()
    const char = typedCharacter(event, state)
    if (char === undefined) return
    event.preventDefault()
    const to = typeAhead(
      state,
      char,
      event.timeStamp,
      items.map((item) => item.label),
      current,
    )
    if (to !== undefined) focusItem(to)
  }

  // Firefox clicks a button on Space's keyup: the keydown already did what Space does.
  const onKeyUp = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === ' ') event.preventDefault()
  }

  // Focus that moves elsewhere (a click on another control, a script) closes the menu.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget
    if (to instanceof Node && !ours(to)) close.current(false)
  }

  return (
    <div ref={ref} id={id} role="menu" aria-labelledby={buttonId} tabIndex={-1} className="vf-menu" onKeyDown={onKeyDown} onKeyUp={onKeyUp} onBlur={onBlur}>
      {entries.map((entry, position) => {
        if (entry.type === 'separator') return <div key={entry.id ?? position} role="separator" className="vf-menu__separator" />
        return <Item key={entry.id ?? position} item={entry} onActivate={(event) => activate(entry, event)} />
      })}
    </div>
  )
}

function Item({ item, onActivate }: { item: MenuItem; onActivate: (event: MouseEvent<HTMLElement>) => void }) {
  const content = (
    <>
      {item.icon && (
        <span className="vf-menu__icon" aria-hidden="true">
          {item.icon}
        </span>
      )}
      <span className="vf-menu__label">{item.label}</span>
      {/* At the end, so the on/off items' labels line up with the others'. */}
      {item.type === 'checkbox' && <Check className="vf-menu__check" />}
    </>
  )
  const common = {
    className: 'vf-menu__item',
    tabIndex: -1,
    'data-vf-item': '',
    'data-variant': item.type !== 'checkbox' && item.danger ? 'danger' : undefined,
    'aria-disabled': item.disabled || undefined,
    onClick: onActivate,
  }
  if (item.type === 'link') {
    // A disabled link has no href: nothing to follow.
    const rel = item.rel ?? (item.target && item.target !== '_self' ? 'noopener' : undefined)
    return (
      <a {...common} role="menuitem" href={item.disabled ? undefined : item.href} target={item.target} rel={rel}>
        {content}
      </a>
    )
  }
  if (item.type === 'checkbox') {
    return (
      <button {...common} type="button" role="menuitemcheckbox" aria-checked={item.checked}>
        {content}
      </button>
    )
  }
  return (
    <button {...common} type="button" role="menuitem">
      {content}
    </button>
  )
}


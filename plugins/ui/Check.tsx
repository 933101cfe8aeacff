/**
 * The tick beside a chosen menu item or option: drawn (a glyph such as "✓" would be read out by some
 * screen readers; the item's own state, `aria-checked` or `aria-selected`, says it) and hidden by the
 * controls' CSS when the item is not chosen.
 */
export function Check({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3 8.5l3.2 3.2L13 4.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

/**
 * A placeholder shape while content loads: a line of text, a block (a box, a button, a field) or a circle
 * (an avatar), which callers arrange like the content that replaces them, so nothing jumps when it comes.
 * Hidden from assistive technology: the caller's status says "Loading…" once, not each shape. Pulses only
 * for a reader who has not asked for reduced motion (skeleton.css.ts). Sizes are attributes, never a
 * `style` attribute, so a strict Content-Security-Policy allows them; a caller that needs another size
 * gives a class of its own sheet.
 */
export type SkeletonProps =
  | { shape: 'line'; width?: 'short' | 'medium' | 'long' | 'full'; className?: string }
  | { shape: 'block'; size?: 'sm' | 'md' | 'lg'; width?: 'short' | 'medium' | 'long' | 'full'; className?: string }
  | { shape: 'circle'; size?: 'xs' | 'sm' | 'md' | 'lg'; className?: string }

export function Skeleton(props: SkeletonProps) {
  const width = props.shape === 'circle' ? undefined : props.width === 'full' ? undefined : props.width
  const size = props.shape === 'line' || props.size === 'md' ? undefined : props.size
  return (
    <span
      className={props.className ? `vf-skeleton-shape ${props.className}` : 'vf-skeleton-shape'}
      data-shape={props.shape}
      data-width={width}
      data-size={size}
      aria-hidden="true"
    />
  )
}

/**
 * The gallery's layout pieces: a section of the page (a heading and a note), a component in it (its name,
 * what it is for, its variants), and one variant (the component as shown, with a caption naming the
 * variant). Headings go h2 (a part of the page) → h3 (a component); a variant's caption is text, not a heading.
 */
import type { ReactNode } from 'react'

export function GallerySection({ id, title, note, children }: { id: string; title: string; note: string; children: ReactNode }) {
  return (
    <section id={id} className="vf-gallery__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="vf-gallery__note">{note}</p>
      {children}
    </section>
  )
}

export function Component({ id, name, note, children }: { id: string; name: string; note: string; children: ReactNode }) {
  return (
    <section className="vf-gallery__component" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>{name}</h3>
      <p className="vf-gallery__note">{note}</p>
      <div className="vf-gallery__variants">{children}</div>
    </section>
  )
}

/** One variant: the component, and under it what this variant is. `wide` gives it the whole row. */
export function Variant({ caption, children, wide = false }: { caption: string; children: ReactNode; wide?: boolean }) {
  return (
    <figure className="vf-gallery__variant" data-wide={wide || undefined}>
      <div className="vf-gallery__specimen">{children}</div>
      <figcaption>{caption}</figcaption>
    </figure>
  )
}

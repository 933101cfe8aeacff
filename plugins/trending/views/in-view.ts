/**
 * When a trending list is on screen: `entered` once any of it is in the viewport (the list is asked for
 * then, document 1 §2), `half` once half of it is, or it fills half the screen (a list taller than two
 * screens): the analytics view. A
 * browser without IntersectionObserver counts the list as seen at once.
 */
import { useEffect, useState, type RefObject } from 'react'

export function useInView(ref: RefObject<Element | null>, ready: boolean): { entered: boolean; half: boolean } {
  const [seen, setSeen] = useState({ entered: false, half: false })
  useEffect(() => {
    const target = ref.current
    if (!ready || !target || (seen.entered && seen.half)) return
    const Observer = globalThis.IntersectionObserver
    if (typeof Observer !== 'function') {
      setSeen({ entered: true, half: true })
      return
    }
    const observer = new Observer(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          // Half of it, or — a list taller than two screens — half of the screen filled by it.
          const half = entry.intersectionRatio >= 0.5 || (entry.rootBounds ? entry.intersectionRect.height >= entry.rootBounds.height / 2 : false)
          setSeen((was) => (was.entered && (was.half || !half) ? was : { entered: true, half: was.half || half }))
        }
      },
      { threshold: [0, 0.25, 0.5] },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [ref, ready, seen.entered, seen.half])
  return seen
}

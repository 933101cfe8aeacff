/**
 * When a trending list is on screen: `entered` once any of it is in the viewport (the list is asked for
 * then, document 1 §2), `half` once half of it is (the analytics view, as every widget counts one). A
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
          const half = entry.intersectionRatio >= 0.5
          setSeen((was) => (was.entered && (was.half || !half) ? was : { entered: true, half: was.half || half }))
        }
      },
      { threshold: [0, 0.5] },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [ref, ready, seen.entered, seen.half])
  return seen
}

/**
 * A part of the notifications plugin fetched on first use (its own chunk): made once, when its code
 * arrived; a fetch that failed (offline) is tried again by the next use.
 */
export interface Lazy<T> {
  /** The part, fetching its code the first time. */
  get(): Promise<T>
  /** The part if its code is there already. */
  made(): T | undefined
}

export function lazily<T>(load: () => Promise<T>): Lazy<T> {
  let made: T | undefined
  let loading: Promise<T> | undefined
  return {
    get: () =>
      (loading ??= load().then(
        (part) => (made = part),
        (error: unknown) => {
          loading = undefined
          throw error
        },
      )),
    made: () => made,
  }
}

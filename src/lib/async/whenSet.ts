/**
 * A value that arrives later (a lazily loaded component's handle, an element that mounts after its texts load):
 * `get` answers at once when it is there and otherwise waits for `set`.
 */
export function whenSet<T>() {
  let current: T | undefined
  let arrive: (value: T) => void = () => undefined
  const arrived = new Promise<T>((resolve) => {
    arrive = resolve
  })
  return {
    set(value: T) {
      current = value
      arrive(value)
    },
    get: (): T | Promise<T> => current ?? arrived,
  }
}

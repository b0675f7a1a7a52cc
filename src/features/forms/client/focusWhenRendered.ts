import type { RefObject } from 'react'

/** About a third of a second at 30 frames a second: an error summary shows well within it. */
const framesToWait = 10

/**
 * Focuses `ref`'s element at the next frame it is on the screen. An error summary appears in the render its
 * errors cause, and React may make that render after the next frame (an update after an await, or react-hook-
 * form announcing its errors after calling back), so each frame without it waits for another.
 */
export function focusWhenRendered(ref: RefObject<HTMLElement | null>, framesLeft = framesToWait): void {
  requestAnimationFrame(() => {
    if (ref.current) ref.current.focus()
    else if (framesLeft > 0) focusWhenRendered(ref, framesLeft - 1)
  })
}

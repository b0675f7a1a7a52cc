import type { Page } from '@playwright/test'

/**
 * Until the page has not moved for a few frames: focusing a control glides the page to it (`scroll-behavior:
 * smooth`), and mid-glide the sticky header still covers what axe measures (a target it calls too small).
 */
export async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = Number.NaN
        let stillFrames = 0
        const look = () => {
          stillFrames = window.scrollY === last ? stillFrames + 1 : 0
          last = window.scrollY
          if (stillFrames >= 3) resolve()
          else requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      }),
  )
}

import { announceNavigationStart } from '@/components/site/navigationEvents'

/** Next.js calls this when a client navigation begins (links, router.push, back and forward). */
export function onRouterTransitionStart(url: string) {
  announceNavigationStart(url)
}

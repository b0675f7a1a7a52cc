'use client'

import 'altcha'
import type {} from 'altcha/types/react'
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { Locale } from '@/i18n/locales'
import { whenSet } from '@/lib/async/whenSet'
import { loadAltchaLanguage } from './altchaLanguage'
import type { BotCheckHandle } from './botCheckHandle'

/** The payload of the verification under way, or nothing if it ends in any other state. */
function nextVerification(element: HTMLElementTagNameMap['altcha-widget']): Promise<string | undefined> {
  return new Promise((resolve) => {
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string }>).detail
      if (state === 'verifying') return
      element.removeEventListener('statechange', onStateChange)
      resolve(state === 'verified' ? payload : undefined)
    }
    element.addEventListener('statechange', onStateChange)
  })
}

type Props = { challengeUrl: string; locale: Locale; ref: Ref<BotCheckHandle> }

/**
 * ALTCHA's widget: the browser solves a proof of work from our own server. It starts when the form
 * gets focus; a send waits for it when it has not finished yet, or has not even appeared (its texts still
 * loading on a slow connection).
 */
export function AltchaField({ challengeUrl, locale, ref }: Props) {
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null)
  const [mounted] = useState(whenSet<HTMLElementTagNameMap['altcha-widget']>)
  const solved = useRef<string | undefined>(undefined)
  // The widget renders once its texts in the page's language are registered, so it never shows English first.
  const [languageLoaded, setLanguageLoaded] = useState(false)

  useEffect(() => {
    let current = true
    loadAltchaLanguage(locale)
      .catch(() => undefined)
      .finally(() => current && setLanguageLoaded(true))
    return () => {
      current = false
    }
  }, [locale])

  useEffect(() => {
    if (!languageLoaded) return
    const element = widget.current
    if (element) mounted.set(element)
    const remember = (event: Event) => {
      solved.current = (event as CustomEvent<{ payload?: string }>).detail.payload
    }
    element?.addEventListener('verified', remember)
    return () => element?.removeEventListener('verified', remember)
  }, [languageLoaded, mounted])

  useImperativeHandle(ref, () => ({
    async token() {
      if (solved.current) return solved.current
      const element = await mounted.get()
      // Started when the form got focus and still working: its result is the token.
      if (element.getState() === 'verifying') return nextVerification(element)
      return (await element.verify())?.payload
    },
    reset() {
      // A solution is accepted once: the next attempt needs a new challenge.
      solved.current = undefined
      widget.current?.reset()
    },
  }))

  if (!languageLoaded) return null
  return <altcha-widget ref={widget} challenge={challengeUrl} language={locale} auto="onfocus" name="altcha" />
}

'use client'

import dynamic from 'next/dynamic'
import { type Ref, useEffect, useImperativeHandle, useState } from 'react'
import type { Locale } from '@/i18n/locales'
import { whenSet } from '@/lib/async/whenSet'
import type { BotCheckHandle } from './botCheckHandle'
import { executeRecaptcha, loadRecaptcha } from './recaptchaScript'
import type { BotCheckClientConfig } from './types'

// ALTCHA's widget is loaded only where ALTCHA is the configured check.
const AltchaField = dynamic(() => import('./AltchaField').then((module) => module.AltchaField), { ssr: false })

type Props = {
  config: BotCheckClientConfig
  locale: Locale
  onSetupError: (message: string) => void
  ref: Ref<BotCheckHandle>
}

/** The configured bot check inside a form: ALTCHA's widget, reCAPTCHA v3 (invisible), or nothing. */
export function BotCheckField({ config, locale, onSetupError, ref }: Props) {
  // The widget's code loads on its own; a send before it arrives waits for it.
  const [altcha] = useState(whenSet<BotCheckHandle>)

  useEffect(() => {
    if (config.kind !== 'recaptcha') return
    // The script loads when the overlay opens, so a token can be had at once on send.
    loadRecaptcha({ ...config, locale }).catch((error: Error) => onSetupError(error.message))
  }, [config, locale, onSetupError])

  useImperativeHandle(ref, (): BotCheckHandle => {
    if (config.kind === 'recaptcha') {
      return { token: () => executeRecaptcha({ ...config, locale }), reset: () => undefined }
    }
    if (config.kind === 'altcha') {
      return {
        token: async () => (await altcha.get()).token(),
        reset: async () => (await altcha.get()).reset(),
      }
    }
    return { token: async () => undefined, reset: () => undefined }
  }, [config, locale, altcha])

  if (config.kind !== 'altcha') return null
  return (
    <AltchaField
      ref={(handle) => {
        if (handle) altcha.set(handle)
      }}
      challengeUrl={config.challengeUrl}
      locale={locale}
    />
  )
}

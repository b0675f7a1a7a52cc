import { getRequestLanguage, parseCookies, type SanitizedConfig } from 'payload'

type ApiMessages = {
  /** For an unknown id: "Not Found". */
  notFound: string
  /** For arguments Payload cannot take, with `{{args}}` where their names go. */
  invalidRequestArgs: string
}

type Translations = { general?: { notFound?: string }; error?: { invalidRequestArgs?: string } }

/** Payload's own texts for refused API requests, in the admin language Payload picks for the request. */
export function apiMessages(config: SanitizedConfig, request: Request): ApiMessages {
  const language = getRequestLanguage({ config, cookies: parseCookies(request.headers), headers: request.headers })
  const translations = config.i18n.supportedLanguages[language]?.translations as Translations | undefined
  return {
    notFound: translations?.general?.notFound ?? 'Not Found',
    invalidRequestArgs: translations?.error?.invalidRequestArgs ?? 'Invalid arguments passed in request: {{args}}',
  }
}

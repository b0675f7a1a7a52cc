import { getRequestLanguage, parseCookies, type SanitizedConfig } from 'payload'

/** Payload's own text for an unknown id ("Not Found"), in the admin language Payload picks for the request. */
export function notFoundMessage(config: SanitizedConfig, request: Request): string {
  const language = getRequestLanguage({ config, cookies: parseCookies(request.headers), headers: request.headers })
  const translations = config.i18n.supportedLanguages[language]?.translations as
    | { general?: { notFound?: string } }
    | undefined
  return translations?.general?.notFound ?? 'Not Found'
}

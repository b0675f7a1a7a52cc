import type messages from '../../../messages/hr.json'

/** The banner's and the settings' texts (messages CookieConsent.banner), passed from the server. */
export type CookieConsentStrings = (typeof messages)['CookieConsent']['banner']

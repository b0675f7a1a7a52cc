import { optionalCategories } from './categories'
import { consentCookieName } from './consentCookie'

/** Set on `<html>` before the first paint when the visitor has no valid stored choice: the banner shows then. */
export const consentPromptAttribute = 'data-consent-prompt'

/**
 * The inline script at the end of every page. Pages are static and their framework scripts start after the
 * load (server/hydrateAfterLoad.mjs), so the banner, rendered into the page, is shown by this check of the
 * cookie before the first paint instead of popping up seconds later (it had become the late largest paint of
 * short pages). It reads the cookie as `consentFromCookies` does (tests/unit/consentPrompt.test.ts holds the two
 * equal); without JavaScript the banner, whose buttons could do nothing, stays hidden. In a frame (the admin's
 * live preview, the only one the policy allows) it is not asked: it would cover the page being edited.
 */
export const consentPromptScript =
  `(()=>{const p=${JSON.stringify(`${consentCookieName}=`)},` +
  'e=document.cookie.split(";").map(s=>s.trim()).find(s=>s.startsWith(p));let c;' +
  'try{c=e&&new URLSearchParams(decodeURIComponent(e.slice(p.length)))}catch{}' +
  `if(window.self===window.top&&(!c||!${JSON.stringify(optionalCategories)}.every(k=>["0","1"].includes(c.get(k)))))` +
  `document.documentElement.setAttribute(${JSON.stringify(consentPromptAttribute)},"")})()`

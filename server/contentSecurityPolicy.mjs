import { createHash } from 'node:crypto'

/**
 * Content-Security-Policy of the site. Pages stay static and cached, so there is no per-request nonce:
 * the policy of an HTML answer allows its own inline scripts by their SHA-256 hashes (computed from
 * the answer's bytes, see secureResponse.mjs) and scripts from this origin, never 'unsafe-inline' or
 * 'unsafe-eval'. Styles may be inline (React's style attributes, the bot-check widget).
 */

// A <script> element without a src attribute, and its text.
const inlineScript = /<script\b(?![^>]*\ssrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi

/**
 * @param {string} html
 * @returns {string[]} a CSP source (`'sha256-…'`) for each distinct inline script of the page
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, text] of html.matchAll(inlineScript)) {
    if (text) hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** Google's reCAPTCHA v3 loads its script and frame from these origins (only with BOT_CHECK=recaptcha). */
const recaptchaOrigins = ['https://www.google.com', 'https://www.gstatic.com']

/**
 * The policy of an HTML document. A draft render (the request carries Next's draft-mode cookie) may be
 * framed by this origin only: the admin's live preview shows it in a frame; any other page by nobody. Only
 * the admin's own pages may frame this origin (that live preview); the site's pages frame nothing.
 * @param {{ scriptHashes: string[], https: boolean, recaptcha: boolean, draftPreview: boolean, adminPage: boolean }} options
 */
export function documentPolicy({ scriptHashes, https, recaptcha, draftPreview, adminPage }) {
  const thirdParty = recaptcha ? recaptchaOrigins : []
  const frameSources = [...(adminPage ? ["'self'"] : []), ...thirdParty]
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...thirdParty].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // ALTCHA solves its proof of work in a worker it starts from a blob.
    "worker-src 'self' blob:",
    ['frame-src', ...(frameSources.length > 0 ? frameSources : ["'none'"])].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    draftPreview ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

/**
 * Any other answer (JSON, images, uploaded files, feeds): nothing may run or load in it, even when it is
 * opened directly; `sandbox` keeps an uploaded SVG or HTML file from running script on this origin.
 * JavaScript files get none (a policy on them would apply to the workers they start), nor do PDF files
 * (Chrome's viewer does not open a PDF under such a policy).
 * @param {string} contentType
 * @param {boolean} draftPreview the answer leads the admin's live preview frame to a draft (see documentPolicy)
 * @returns {string | null}
 */
export function resourcePolicy(contentType, draftPreview) {
  if (/javascript|application\/pdf/i.test(contentType)) return null
  return `default-src 'none'; frame-ancestors ${draftPreview ? "'self'" : "'none'"}; sandbox`
}

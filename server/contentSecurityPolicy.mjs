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
 * framed by the admin's live preview: this origin's admin, and the admin of the other markets' sites
 * (`marketOrigins`), whose editors preview this market's language there; any other page by nobody. Only the
 * admin's own pages may frame a site (that live preview: this origin and the other markets'); the site's
 * pages frame nothing.
 * @param {{ scriptHashes: string[], https: boolean, recaptcha: boolean, draftPreview: boolean, adminPage: boolean, marketOrigins?: string[] }} options
 */
export function documentPolicy({ scriptHashes, https, recaptcha, draftPreview, adminPage, marketOrigins = [] }) {
  const thirdParty = recaptcha ? recaptchaOrigins : []
  const frameSources = [...(adminPage ? ["'self'", ...marketOrigins] : []), ...thirdParty]
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
    `frame-ancestors ${previewAncestors(draftPreview, marketOrigins)}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

/** Who may frame an answer: the admins of every market for a draft preview, nobody otherwise. */
const previewAncestors = (/** @type {boolean} */ draftPreview, /** @type {string[]} */ marketOrigins) =>
  draftPreview ? ["'self'", ...marketOrigins].join(' ') : "'none'"

/**
 * Any other answer (JSON, images, uploaded files, feeds): nothing may run or load in it, even when it is
 * opened directly; `sandbox` keeps an uploaded SVG or HTML file from running script on this origin.
 * JavaScript files get none (a policy on them would apply to the workers they start), nor do PDF files
 * (Chrome's viewer does not open a PDF under such a policy).
 * @param {string} contentType
 * @param {boolean} draftPreview the answer leads the admin's live preview frame to a draft (see documentPolicy)
 * @param {string[]} [marketOrigins] the other markets' sites, whose admins preview this one's drafts
 * @returns {string | null}
 */
export function resourcePolicy(contentType, draftPreview, marketOrigins = []) {
  if (/javascript|application\/pdf/i.test(contentType)) return null
  return `default-src 'none'; frame-ancestors ${previewAncestors(draftPreview, marketOrigins)}; sandbox`
}

/**
 * The origins of the other markets' sites (SITE_URL_CRO, _SLO, _BIH; the app checks them at start), whose
 * admins' live preview frames this site's drafts.
 * @param {Record<string, string | undefined>} env
 */
export function otherMarketOrigins(env) {
  const own = env.SITE_URL && URL.canParse(env.SITE_URL) ? new URL(env.SITE_URL).origin : ''
  const origins = ['SITE_URL_CRO', 'SITE_URL_SLO', 'SITE_URL_BIH'].flatMap((name) => {
    const url = env[name]
    return url && URL.canParse(url) ? [new URL(url).origin] : []
  })
  return [...new Set(origins)].filter((origin) => origin !== own)
}

/**
 * Next writes the framework's scripts into every page as `<script src async>`, and a browser runs each one as
 * soon as it arrives: on this site's pages that is before the page has painted whenever the scripts come
 * quickly (a fast link, the browser's cache on a second visit), and the first paint then waits for React and
 * Next to start. On a slow link they share it with what the first view needs, and Lighthouse's simulation
 * charges their whole transfer to the largest paint (docs/performance.md).
 *
 * A page is sent without those script elements and their low-priority preloads, and with a small inline script
 * that adds them once the page has loaded and the browser is idle, at most `hydrationIdleTimeout` ms later: the
 * first view has the link and the main thread to itself. (Keeping the preloads and only running the scripts
 * later did not do that: measured, they were in before the first paint and ran in the idle time before it.)
 * Everything a first view needs works before: links are links and content is server-rendered; menus, overlays
 * and forms start with hydration. A click before then starts the scripts at once, and the button it hit is
 * clicked again once the page has hydrated (server/earlyClick.mjs): a menu tapped early opens; a form the
 * page's script sends waits for it the same way. A script that
 * failed to load is asked for again at the next click or when the browser is back online.
 */

import { earlyClickGlobal } from './earlyClick.mjs'

const hydrationIdleTimeout = 2000

// The framework's script elements as React and Next write them; Next's inline RSC payload starts after them.
const frameworkScript = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g
const lowPriorityPreload = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g
const payloadStart = Buffer.from('<script>(self.__next_f')
const bodyEnd = Buffer.from('</body>')

/** @param {string[]} sources */
const loader = (sources) =>
  '<script>(function(w,d,s){var started=0,clicked=null,failed=[];' +
  'function add(u){var e=d.createElement("script");e.src=u;e.async=true;e.onerror=function(){failed.push(u)};d.head.appendChild(e)}' +
  // Once started, a script that failed (the connection dropped) is asked for again at the next click or when the
  // browser is back online: the page hydrates then instead of staying without menus until the next page.
  'function run(){if(started){s=failed;failed=[]}else started=1;s.forEach(add)}' +
  'w.addEventListener("online",function(){started&&run()});' +
  // Only a button that submits nothing is clicked again: a link or a submit button did its own work at once.
  `function early(e){var b=e.target.closest&&e.target.closest('button[type="button"]');if(b)clicked=b;run()}` +
  // A form without an action is one the page's script sends: sent early it would load the page again (and lose
  // what was chosen), so it waits, and its submit button is clicked again once the page has hydrated.
  'function held(e){if(e.target.getAttribute("action")===null){e.preventDefault();clicked=e.submitter||null;run()}}' +
  'd.addEventListener("click",early,true);d.addEventListener("submit",held,true);' +
  `w[${JSON.stringify(earlyClickGlobal)}]=function(){d.removeEventListener("click",early,true);d.removeEventListener("submit",held,true);var b=clicked;clicked=null;return b};` +
  `function idle(){w.requestIdleCallback?w.requestIdleCallback(run,{timeout:${hydrationIdleTimeout}}):w.setTimeout(run,0)}` +
  `d.readyState==="complete"?idle():w.addEventListener("load",idle,{once:true})})(window,document,${JSON.stringify(sources)})</script>`

/**
 * The page with its framework scripts started after the load, or the same buffer when it has none (a fragment,
 * a page that is not Next's, one already rewritten).
 * @param {Buffer} html a whole HTML document
 * @returns {Buffer}
 */
export function hydrateAfterLoad(html) {
  const payload = html.indexOf(payloadStart)
  // Only the part before the payload is read: the payload is page content, which may quote anything.
  const beforePayload = html.toString('latin1', 0, payload === -1 ? html.length : payload)
  const scripts = [...beforePayload.matchAll(frameworkScript)]
  const bodyClose = html.lastIndexOf(bodyEnd)
  if (scripts.length === 0 || bodyClose === -1) return html

  const sources = scripts.map((match) => match[1] ?? '')
  const preloads = [...beforePayload.matchAll(lowPriorityPreload)].filter((match) => sources.includes(match[1] ?? ''))
  /** @type {Array<[number, number, string]>} byte ranges to cut, each with what goes in its place */
  const edits = [
    ...[...scripts, ...preloads].map(
      (match) => /** @type {[number, number, string]} */ ([match.index, match.index + match[0].length, '']),
    ),
    [bodyClose, bodyClose, loader(sources)],
  ]
  edits.sort((a, b) => a[0] - b[0])
  /** @type {Buffer[]} */
  const parts = []
  let at = 0
  for (const [from, to, text] of edits) {
    parts.push(html.subarray(at, from), Buffer.from(text, 'latin1'))
    at = to
  }
  parts.push(html.subarray(at))
  return Buffer.concat(parts)
}

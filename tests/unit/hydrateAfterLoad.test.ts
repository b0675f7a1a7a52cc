import { describe, expect, it } from 'vitest'
import { earlyClickGlobal } from '../../server/earlyClick.mjs'
import { hydrateAfterLoad } from '../../server/hydrateAfterLoad.mjs'
import { fakeIdleWindow } from '../support/idleWindow'

const chunk = (name: string) => `/_next/static/chunks/${name}.js`
const script = (name: string) => `<script src="${chunk(name)}" async=""></script>`
const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="${chunk(name)}"/>`
const polyfill = '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>'
const stylesheet = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>'
// The RSC payload may quote anything a page contains, here a script element in an article's text.
const payload = `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"<script src=\\"${chunk('quoted')}\\" async=\\"\\"></script>"])</script>`

/** A page as Next writes it: React's preload and the framework's scripts in the head, the bootstrap in the body. */
const page = [
  '<!DOCTYPE html><html lang="hr"><head><meta charSet="utf-8"/><title>Novosti i događanja – Demo Medika</title>',
  stylesheet,
  preload('main'),
  script('react'),
  script('runtime'),
  polyfill,
  '</head><body><main><h1>Otvoren novi distribucijski centar u Dugopolju</h1></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  script('main'),
  payload,
  '</body></html>',
].join('')

const loaderOf = (html: string) => /<script>(\(function\(w,d,s\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? ''

describe('a page starts its framework scripts once it has loaded', () => {
  const rewritten = hydrateAfterLoad(Buffer.from(page)).toString('utf8')

  it('leaves no framework script element and no preload of one, and keeps everything else byte for byte', () => {
    expect(rewritten).not.toContain(script('react'))
    expect(rewritten).not.toContain(script('main'))
    expect(rewritten).not.toContain(preload('main'))
    const loader = `<script>${loaderOf(rewritten)}</script>`
    const expected = page
      .replace(script('react'), '')
      .replace(script('runtime'), '')
      .replace(script('main'), '')
      .replace(preload('main'), '')
      .replace('</body>', `${loader}</body>`)
    expect(rewritten).toBe(expected)
    expect(rewritten).toContain('Novosti i događanja')
    expect(rewritten).toContain(polyfill)
    expect(rewritten).toContain(payload)
  })

  it('changes nothing in a page that has none (the admin, a page already rewritten)', () => {
    const plain = Buffer.from('<!DOCTYPE html><html><head></head><body><p>Payload</p></body></html>')
    expect(hydrateAfterLoad(plain)).toBe(plain)
    const once = hydrateAfterLoad(Buffer.from(page))
    expect(hydrateAfterLoad(once)).toBe(once)
    const empty = Buffer.alloc(0)
    expect(hydrateAfterLoad(empty)).toBe(empty)
  })

  type ClickListener = (event: { target: { closest?: (selector: string) => unknown } }) => void
  type ScriptElement = { src: string; async: boolean; onerror?: () => void }
  type SubmitListener = (event: {
    target: { getAttribute: (name: string) => string | null }
    submitter: object
    preventDefault: () => void
  }) => void

  /** Runs the page's loader in a stand-in window that records what it asked for. */
  function runLoader(readyState: DocumentReadyState, withIdleCallback: boolean) {
    const { page, pending, asked } = fakeIdleWindow(readyState, withIdleCallback)
    const added: ScriptElement[] = []
    const clickListeners = new Set<ClickListener>()
    const submitListeners = new Set<SubmitListener>()
    const document = {
      readyState,
      createElement: (): ScriptElement => ({ src: '', async: false }),
      head: { appendChild: (element: ScriptElement) => added.push(element) },
      addEventListener: (type: string, listener: ClickListener & SubmitListener, capture: boolean) => {
        if (capture) (type === 'click' ? clickListeners : submitListeners).add(listener)
      },
      removeEventListener: (type: string, listener: ClickListener & SubmitListener, capture: boolean) => {
        if (capture) (type === 'click' ? clickListeners : submitListeners).delete(listener)
      },
    }
    const onlineListeners: (() => void)[] = []
    const window: typeof page & { [earlyClickGlobal]?: () => unknown } = {
      ...page,
      addEventListener: (type: string, listener: () => void, options: { once: true }) => {
        if (type === 'online') onlineListeners.push(listener)
        else page.addEventListener('load', listener, options)
      },
    }
    new Function('window', 'document', loaderOf(rewritten))(window, document)
    /** A click on an element inside the given button (or on no button). */
    const click = (button: object | null) => {
      const event = {
        target: { closest: (selector: string) => (selector === 'button[type="button"]' ? button : null) },
      }
      for (const listener of clickListeners) listener(event)
    }
    /** A form sent with the given submit button; whether its sending was held back. */
    const submit = (action: string | null, submitter: object) => {
      let prevented = false
      const event = {
        target: { getAttribute: (name: string) => (name === 'action' ? action : null) },
        submitter,
        preventDefault: () => {
          prevented = true
        },
      }
      for (const listener of submitListeners) listener(event)
      return prevented
    }
    const takeEarlyClick = () => window[earlyClickGlobal]?.()
    const goOnline = () => {
      for (const listener of onlineListeners) listener()
    }
    const sources = () => added.map((element) => element.src)
    return { added, sources, pending, asked, click, submit, takeEarlyClick, clickListeners, submitListeners, goOnline }
  }

  it('adds the scripts, async and in the page’s order, when the browser is idle after the load (at most 2 s)', () => {
    const { added, pending, asked } = runLoader('interactive', true)
    expect(pending.idle).toBeUndefined()
    pending.load?.()
    expect(asked.idleTimeoutMs).toBe(2000)
    expect(added).toEqual([])
    pending.idle?.()
    expect(added.map(({ src, async }) => ({ src, async }))).toEqual([
      { src: chunk('react'), async: true },
      { src: chunk('runtime'), async: true },
      { src: chunk('main'), async: true },
    ])
  })

  it('asks for idle time at once when the page has already loaded, and adds them right after the load without idle callbacks (Safari)', () => {
    const loaded = runLoader('complete', true)
    expect(loaded.asked.idleTimeoutMs).toBe(2000)
    loaded.pending.idle?.()
    expect(loaded.added).toHaveLength(3)

    const safari = runLoader('loading', false)
    safari.pending.load?.()
    expect(safari.asked.timerDelayMs).toBe(0)
    safari.pending.timer?.()
    expect(safari.added).toHaveLength(3)
  })

  it('starts the scripts at the first click, and keeps the button it hit for hydration to click again, once', () => {
    const { added, pending, click, takeEarlyClick, clickListeners } = runLoader('interactive', true)
    const menuButton = { name: 'Otvori izbornik' }
    click(menuButton)
    expect(added).toHaveLength(3)
    click(null)
    click(menuButton)
    pending.load?.()
    pending.idle?.()
    expect(added).toHaveLength(3)
    expect(takeEarlyClick()).toBe(menuButton)
    expect(takeEarlyClick()).toBeNull()
    // Hydrated: React handles every later click itself.
    expect(clickListeners.size).toBe(0)
  })

  it('starts the scripts at a click on no button too, and has no button to click again', () => {
    const { added, click, takeEarlyClick } = runLoader('complete', true)
    click(null)
    expect(added).toHaveLength(3)
    expect(takeEarlyClick()).toBeNull()
  })

  it('asks again for a script that failed to load, at the next click or when the browser is back online', () => {
    const { added, sources, pending, click, goOnline } = runLoader('complete', true)
    goOnline()
    expect(added).toEqual([])
    pending.idle?.()
    added[1]?.onerror?.()
    expect(sources()).toEqual([chunk('react'), chunk('runtime'), chunk('main')])
    goOnline()
    expect(sources().slice(3)).toEqual([chunk('runtime')])
    added[3]?.onerror?.()
    click(null)
    expect(sources().slice(4)).toEqual([chunk('runtime')])
    goOnline()
    click(null)
    expect(added).toHaveLength(5)
  })

  it('holds back a form the page sends itself (no action) until hydration clicks its submit button again; a form with an action goes', () => {
    const { added, submit, takeEarlyClick, submitListeners } = runLoader('interactive', true)
    const searchButton = { name: 'Traži' }
    expect(submit('/pretraga', searchButton)).toBe(false)
    expect(takeEarlyClick()).toBeNull()

    const again = runLoader('interactive', true)
    const startButton = { name: 'Započni' }
    expect(again.submit(null, startButton)).toBe(true)
    expect(again.added).toHaveLength(3)
    expect(again.takeEarlyClick()).toBe(startButton)
    expect(again.submitListeners.size).toBe(0)
    expect(added).toEqual([])
    expect(submitListeners.size).toBe(0)
  })
})

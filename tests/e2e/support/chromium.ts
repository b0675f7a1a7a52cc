import { chromiumFlags } from './chromiumFlags.mjs'

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: chromiumFlags,
}

import { test } from '@playwright/test'
import { e2eBihEnv } from './support/env.mjs'
import { checkedWidths, expectHeaderFitsEveryWidth } from './support/headerLayout'

test(`every kind of page of the Bosnian market fits ${checkedWidths.join(', ')} px: no sideways scroll, the logo whole, the header controls on screen and in line`, async ({
  page,
  request,
}) => {
  test.setTimeout(600_000)
  await expectHeaderFitsEveryWidth(page, request, e2eBihEnv.SITE_URL, 'bih')
})

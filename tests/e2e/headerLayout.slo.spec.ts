import { test } from '@playwright/test'
import { e2eSloEnv } from './support/env.mjs'
import { checkedWidths, expectHeaderFitsEveryWidth } from './support/headerLayout'

test(`every kind of page of the Slovenian market fits ${checkedWidths.join(', ')} px: no sideways scroll, the logo whole, the header controls on screen and in line`, async ({
  page,
  request,
}) => {
  test.setTimeout(600_000)
  await expectHeaderFitsEveryWidth(page, request, e2eSloEnv.SITE_URL, 'slo')
})

import { test } from '@playwright/test'
import { e2eEnv } from './support/env.mjs'
import { checkedWidths, expectHeaderFitsEveryWidth } from './support/headerLayout'

test(`every kind of page of the Croatian market fits ${checkedWidths.join(', ')} px: no sideways scroll, the logo whole, the header controls on screen and in line`, async ({
  page,
  request,
}) => {
  test.setTimeout(600_000)
  await expectHeaderFitsEveryWidth(page, request, e2eEnv.SITE_URL, 'cro')
})

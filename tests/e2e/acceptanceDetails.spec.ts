import { describeAcceptanceDetails } from './support/acceptanceDetails'
import { e2eEnv } from './support/env.mjs'

describeAcceptanceDetails('cro', e2eEnv.SITE_URL, 'Croatian')

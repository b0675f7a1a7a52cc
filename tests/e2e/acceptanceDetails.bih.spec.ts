import { describeAcceptanceDetails } from './support/acceptanceDetails'
import { e2eBihEnv } from './support/env.mjs'

describeAcceptanceDetails('bih', e2eBihEnv.SITE_URL, 'Bosnian')

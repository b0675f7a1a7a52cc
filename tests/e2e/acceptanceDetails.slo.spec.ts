import { describeAcceptanceDetails } from './support/acceptanceDetails'
import { e2eSloEnv } from './support/env.mjs'

describeAcceptanceDetails('slo', e2eSloEnv.SITE_URL, 'Slovenian')

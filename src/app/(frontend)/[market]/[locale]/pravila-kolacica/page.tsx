import { CookieTable } from '@/components/consent/CookieTable'
import { screenRoute } from '@/features/content/screenRoute'

const route = screenRoute('cookiePolicy', CookieTable)

export const generateMetadata = route.generateMetadata
export default route.Page

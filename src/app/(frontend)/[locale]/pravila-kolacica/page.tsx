import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('cookiePolicy')

export const generateMetadata = route.generateMetadata
export default route.Page

import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('privacyPolicy')

export const generateMetadata = route.generateMetadata
export default route.Page

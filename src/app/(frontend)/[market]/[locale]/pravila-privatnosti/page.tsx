import { screenRoute } from '@/features/content/screenRoute'

const route = screenRoute('privacyPolicy')

export const generateMetadata = route.generateMetadata
export default route.Page

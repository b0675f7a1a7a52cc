import { screenRoute } from '@/features/content/screenRoute'

const route = screenRoute('termsOfUse')

export const generateMetadata = route.generateMetadata
export default route.Page

import { screenRoute } from '@/features/content/screenRoute'

const route = screenRoute('about')

export const generateMetadata = route.generateMetadata
export default route.Page

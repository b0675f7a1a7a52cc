import { screenRoute } from '@/features/content/screenRoute'

const route = screenRoute('careers')

export const generateMetadata = route.generateMetadata
export default route.Page

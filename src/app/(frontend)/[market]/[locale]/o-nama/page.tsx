import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('about')

export const generateMetadata = route.generateMetadata
export default route.Page

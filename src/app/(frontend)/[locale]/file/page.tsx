import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('file')

export const generateMetadata = route.generateMetadata
export default route.Page

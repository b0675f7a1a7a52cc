import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('careers')

export const generateMetadata = route.generateMetadata
export default route.Page

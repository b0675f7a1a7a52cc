import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('termsOfUse')

export const generateMetadata = route.generateMetadata
export default route.Page

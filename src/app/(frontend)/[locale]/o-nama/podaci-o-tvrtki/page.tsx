import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('companyInformation')

export const generateMetadata = route.generateMetadata
export default route.Page

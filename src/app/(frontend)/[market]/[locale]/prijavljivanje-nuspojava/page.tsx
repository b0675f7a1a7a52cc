import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('reportingSideEffects')

export const generateMetadata = route.generateMetadata
export default route.Page

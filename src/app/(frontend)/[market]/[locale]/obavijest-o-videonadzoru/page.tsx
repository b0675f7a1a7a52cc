import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('videoSurveillance')

export const generateMetadata = route.generateMetadata
export default route.Page

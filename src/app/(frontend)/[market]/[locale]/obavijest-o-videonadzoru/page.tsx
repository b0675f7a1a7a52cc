import { screenRoute } from '@/features/content/screenRoute'

const route = screenRoute('videoSurveillance')

export const generateMetadata = route.generateMetadata
export default route.Page

import { CareersList } from '@/features/careers/CareersList'
import { screenRoute } from '@/features/content/screenRoute'

const route = screenRoute('careers', CareersList)

export const generateMetadata = route.generateMetadata
export default route.Page

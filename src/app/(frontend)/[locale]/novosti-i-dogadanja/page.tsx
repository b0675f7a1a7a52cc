import { NewsList } from '@/features/news/NewsList'
import { screenRoute } from '@/lib/routes/screenRoute'

const route = screenRoute('news', NewsList)

export const generateMetadata = route.generateMetadata
export default route.Page

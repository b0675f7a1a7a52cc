import { newsListRoute } from '@/features/news/NewsListScreen'

export const generateMetadata = newsListRoute.generateMetadata
export default newsListRoute.Page

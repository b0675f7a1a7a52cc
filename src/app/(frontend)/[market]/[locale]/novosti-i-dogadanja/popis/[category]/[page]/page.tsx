import { newsListRoute } from '@/features/news/NewsListScreen'

// A view of the list by category and page: the proxy rewrites `/novosti-i-dogadanja?category=…&page=…` here.
export const generateStaticParams = newsListRoute.generateStaticParams
export const generateMetadata = newsListRoute.generateMetadata
export default newsListRoute.Page

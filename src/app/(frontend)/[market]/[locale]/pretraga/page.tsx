import { searchRoute } from '@/features/search/searchRoute'

// The site search without a query it can search; `?q=…` is rewritten by the proxy to `rezultati/…`.
export const generateMetadata = searchRoute.generateMetadata
export default searchRoute.Page

import {
  type StatusScreenKind,
  statusScreenHeader,
  statusScreenKinds,
  statusScreenSegment,
} from '../../../server/statusScreenRoute.mjs'

export { type StatusScreenKind, statusScreenHeader, statusScreenKinds, statusScreenSegment }

export function isStatusScreenKind(value: string | null): value is StatusScreenKind {
  return statusScreenKinds.some((kind) => kind === value)
}

/**
 * The internal path (`/{market}/{locale}/…`) a request is rendered at, given the status screen the production
 * server asked for. A visitor's own request for the screens' folder gets a kind that does not exist: a 404.
 */
export function statusScreenRewrite(internalPath: string, requested: string | null): string {
  const [, market, locale, segment] = internalPath.split('/')
  if (isStatusScreenKind(requested)) return `/${market}/${locale}/${statusScreenSegment}/${requested}`
  if (segment === statusScreenSegment) return `/${market}/${locale}/${statusScreenSegment}/unknown`
  return internalPath
}

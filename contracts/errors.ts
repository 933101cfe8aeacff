/**
 * Stable error codes. A code never changes once shipped; the human message around it may. Integrators
 * and plugins branch on `code`, never on message text.
 */
export const ErrorCode = {
  ActionUndefined: 'ActionUndefined',
  ActionFailed: 'ActionFailed',
  ActionDuplicate: 'ActionDuplicate',
  Intercepted: 'Intercepted',
  InterceptorTimeout: 'InterceptorTimeout',
  InterceptorError: 'InterceptorError',
  PermissionDenied: 'PermissionDenied',
  RulerAlreadySet: 'RulerAlreadySet',
  Timeout: 'Timeout',
  Aborted: 'Aborted',
  InvalidArgument: 'InvalidArgument',
  RequiredParameter: 'RequiredParameter',
  PluginDuplicate: 'PluginDuplicate',
  PluginDependencyMissing: 'PluginDependencyMissing',
  PluginInUse: 'PluginInUse',
  PluginSetupFailed: 'PluginSetupFailed',
  PluginNotFound: 'PluginNotFound',
  JobCancelled: 'JobCancelled',
  JobFailed: 'JobFailed',
  DuplicateLoad: 'DuplicateLoad',
  InvalidContextKey: 'InvalidContextKey',
  ContextUnavailable: 'ContextUnavailable',
  LoadNewPageArguments: 'LoadNewPageArguments',
  PageArguments: 'PageArguments',
  FontSizeZero: 'FontSizeZero',
  ChunkLoadError: 'ChunkLoadError',
  CssChunkLoadFailed: 'CSS_CHUNK_LOAD_FAILED',
  HttpError: 'HttpError',
  NetworkError: 'NetworkError',
  InvalidResponse: 'InvalidResponse',
} as const

/** One of the {@link ErrorCode} values. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

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
  /** A sign-in did not succeed (refused, failed, or the login type or its token was not valid). */
  LoginFailed: 'LoginFailed',
  /** The site has this login method switched off. */
  LoginMethodDisabled: 'LoginMethodDisabled',
  /** The visitor closed the sign-in window, or the browser would not open it. */
  LoginCancelled: 'LoginCancelled',
  LogoutFailed: 'LogoutFailed',
  /** The browser lacks what the product needs for this (a WebSocket). */
  Unsupported: 'Unsupported',
  /** Something was used after it closed (a socket). */
  Closed: 'Closed',
  /** A pure machine's placeholder actor was run without the real one bound (`.provide()`). */
  ActorNotBound: 'ActorNotBound',
  /** A call named no widget on the page, or one that is not there. */
  WidgetNotFound: 'WidgetNotFound',
} as const

/** One of the {@link ErrorCode} values. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

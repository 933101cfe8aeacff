/** The session plugin's store slices, declared in the store's slice map so every plugin reads them typed. */
import type { User } from '../../contracts/entities/user'
import type { GraphState } from './social-graph'

/** The plugin's translation namespace (its dialogs' and errors' words, 13 locales in ./locales). */
export const SESSION_NAMESPACE = 'session'

/** Who the reader is (a guest until they sign in) and how they signed in. */
export interface SessionState {
  user: User
  /** The login type of the sign-in that made `user` (`email`, `social`…); absent for a guest. */
  loginType?: string
}

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The session plugin's: the reader. Read it as `getState().session?.user`. */
    session: SessionState
    /** The session plugin's: the reader's follows, mutes and followers. */
    graph: GraphState
  }
}

/** A started product with the session and reviews plugins on a page, against the in-memory reference service (test/support/widget-product.ts). */
import { act } from '@testing-library/react'
import { reviewsPlugin } from '../../../plugins/reviews'
import type { serviceFetch } from '../../support/service-fetch'
import { startWidgetProduct, type StartedWidget } from '../../support/widget-product'

export { rendered } from '../../support/widget-product'
export type Started = StartedWidget

export const REVIEWS = '<vf-livereviews vf-container-id="food-hall"></vf-livereviews>'

export const startReviews = (api: ReturnType<typeof serviceFetch>, html = REVIEWS, head = ''): Promise<Started> =>
  startWidgetProduct(api, { href: 'http://localhost:8080/reviews.html', html, head, fakeWallClock: false, plugin: () => reviewsPlugin() })

export async function signIn(started: Started, api: ReturnType<typeof serviceFetch>, account: { email: string; password: string }) {
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: account.email, password: account.password } })
    await api.settle()
  })
}

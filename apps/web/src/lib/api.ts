import { createApiClient } from './api-client.ts';
import { session } from './session.ts';

/** How the client talks to the user; the app connects antd's message and modal once it renders. */
export type TApiFeedback = { showMessage: (text: string) => void; showNetworkError: () => void };

const feedback: TApiFeedback = {
  showMessage: (text) => console.warn(text),
  showNetworkError: () => console.warn('Network exception'),
};

export function connectApiFeedback(connected: TApiFeedback) {
  Object.assign(feedback, connected);
}

/** The api client of the browser: same origin as the page (the dev server proxies the api). */
export const api = createApiClient({
  session,
  lang: () => session.lang(),
  onMessage: (text) => feedback.showMessage(text),
  onNetworkError: () => feedback.showNetworkError(),
  // A full reload drops every cached query of the previous user.
  onSessionEnded: () => window.location.replace('/login'),
});

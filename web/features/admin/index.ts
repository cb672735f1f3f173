/** What other features may use of the back office's frame: refreshing its counts after a change. */
export { forgetBackOfficeCounts } from './api';

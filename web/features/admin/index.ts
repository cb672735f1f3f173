/** What other features may use of the back office's frame: its counts, and refreshing them after a change. */
export { forgetBackOfficeCounts, summaryQueryOptions } from './api';

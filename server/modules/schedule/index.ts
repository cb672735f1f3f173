export { visitsToFollowUp } from './follow-ups';

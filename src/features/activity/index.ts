/** Public surface of the activity feature: "Active today / this week / this month" and its setting. */
export { ActivityLabel } from './components/ActivityLabel';
export { ActivitySetting } from './components/ActivitySetting';
export { useRecordActiveDay } from './hooks/useRecordActiveDay';

/** Public surface of the chat feature: what other features and the app import. */
export { ChatGate } from './components/ChatGate';
export { ChatScreen } from './components/ChatScreen';
export { useUnreadTotal } from './hooks/useUnreadTotal';
export { useUnreadAlerts } from './alerts/useUnreadAlerts';

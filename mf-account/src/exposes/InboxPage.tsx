export { InboxPage as default } from '../features/inbox/InboxPage';

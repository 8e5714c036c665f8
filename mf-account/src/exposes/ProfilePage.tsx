export { ProfilePage as default } from '../features/profile/ProfilePage';

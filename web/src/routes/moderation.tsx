export { ModerationPage } from '../features/moderation/components/moderation-page';

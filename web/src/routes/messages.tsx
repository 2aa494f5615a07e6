export { MessagesPage } from '../features/chat/components/messages-page';

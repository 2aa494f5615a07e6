export { TalksPage } from '../features/content/components/talks-page';

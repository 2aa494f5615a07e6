export { VideosPage } from '../features/content/components/videos-page';

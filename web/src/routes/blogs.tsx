export { BlogsPage } from '../features/content/components/blogs-page';

import { getRouteApi } from '@tanstack/react-router';
import { BlogPage as Blog } from '../features/content/components/blog-page';

const route = getRouteApi('/signed-in/blogs/$blogId');

export function BlogPage() {
  const { blogId } = route.useParams();
  return <Blog key={blogId} blogId={blogId} />;
}

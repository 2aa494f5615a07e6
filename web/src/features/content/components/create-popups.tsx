import type { SharedVideo } from '../hooks/use-shared-video';
import { BlogDialog } from './blog-dialog';
import { VideoUploadDialog } from './video-dialogs';
import '../content.css';

export type CreateKind = 'video' | 'blog';

/** The sidebar's 'Create Videos' and 'Create Blogs' popups; `open` says which one shows (the video one also for a video shared into the app). */
export function CreatePopups({ open, shared, onClose }: { open: CreateKind | null; shared?: SharedVideo | null; onClose: () => void }) {
  return (
    <>
      <VideoUploadDialog open={open === 'video'} shared={shared} onClose={onClose} />
      <BlogDialog open={open === 'blog'} onClose={onClose} />
    </>
  );
}

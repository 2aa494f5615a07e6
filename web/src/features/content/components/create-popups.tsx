import { BlogDialog } from './blog-dialog';
import { VideoUploadDialog } from './video-dialogs';
import '../content.css';

export type CreateKind = 'video' | 'blog';

/** The sidebar's 'Create Videos' and 'Create Blogs' popups; `open` says which one shows. */
export function CreatePopups({ open, onClose }: { open: CreateKind | null; onClose: () => void }) {
  return (
    <>
      <VideoUploadDialog open={open === 'video'} onClose={onClose} />
      <BlogDialog open={open === 'blog'} onClose={onClose} />
    </>
  );
}

import { MAX_TITLE_LENGTH, MAX_VIDEO_DESCRIPTION_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { contentKeys } from '../../../entities/content/content-keys';
import type { FeedPage, Video, VideosPage } from '../api/content-types';
import { editVideo } from '../api/own-content-api';
import { patchVideo } from '../cache-updates';
import { useDeleteContent } from '../hooks/use-own-content';
import { loadedOnDemand } from '../../../components/loaded-on-demand';
import { OwnItemMenu } from './own-item-menu';

/** The editor comes when the owner chooses Edit: a feed that is only read does not download it. */
const EditInPlace = loadedOnDemand(() => import('./edit-in-place').then((module) => module.EditInPlace));

/** The owner's menu on a video card. */
export function VideoMenu({ video, onEdit }: { video: Video; onEdit: () => void }) {
  const remove = useDeleteContent();
  return <OwnItemMenu noun="video" onEdit={onEdit} onDelete={() => remove({ type: 'video', id: video._id })} />;
}

/** The video's title and description, edited in place; shown at once, sent now or when back online. */
export function VideoEditor({ video, onDone }: { video: Video; onDone: () => void }) {
  const queryClient = useQueryClient();

  async function save(values: Record<string, string>) {
    const changes = { title: values.title ?? video.title, description: values.description ?? '' };
    const result = await editVideo(video._id, changes);
    const patch = result.queued ? changes : { title: result.data.video.title, description: result.data.video.description };
    queryClient.setQueryData<InfiniteData<FeedPage>>(contentKeys.feed(), (data) => patchVideo(data, video._id, patch));
    queryClient.setQueryData<InfiniteData<VideosPage>>(contentKeys.videos(), (data) => patchVideo(data, video._id, patch));
    onDone();
  }

  return (
    <EditInPlace
      fields={[
        { name: 'title', label: 'Title', value: video.title, maxLength: MAX_TITLE_LENGTH, required: true },
        { name: 'description', label: 'Description', value: video.description, maxLength: MAX_VIDEO_DESCRIPTION_LENGTH, multiline: true },
      ]}
      onSave={save}
      onCancel={onDone}
    />
  );
}

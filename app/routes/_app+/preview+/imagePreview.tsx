// /preview/imagePreview?uuid=…[&waybillId=…|&list=…][&scale=…&rotate=…][&back=…] — 图片预览: a
// pound slip, licence or receipt with zoom, rotation and paging through its record's images, as
// links without JS and in place with it (app/features/files/image-viewer.tsx). The platform decides
// who may see the file: anyone else gets 404 '文件不存在'.
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '#app/components/error-boundary';
import { ImageViewer } from '#app/features/files/image-viewer';
import { imageViewerData } from '#app/features/files/image-viewer.server';
import { requireUser } from '#app/utils/auth.server';

export async function loader(args: LoaderFunctionArgs) {
  await requireUser(args);
  return imageViewerData(args);
}

export default function ImagePreview() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="panel cap-page" aria-labelledby="viewer-title">
      {/* a new image or state is a new page without JS: start from the loader's state each time */}
      <ImageViewer key={`${data.images[data.index].uuid}-${data.scale}-${data.rotate}`} data={data} />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { GeneralErrorBoundary } from '#app/components/error-boundary';
export { pagesLinks as links } from '#app/styles/sheets';

// Any path no route serves: a real 404 status with the not-found screen inside the site frame.
export function loader() {
  throw new Response('Not Found', { status: 404 });
}

export default function NotFound() {
  return <GeneralErrorBoundary />;
}

export { GeneralErrorBoundary as ErrorBoundary } from '#app/components/error-boundary';

// The download centre's server side: the caller's background jobs (exports) through the typed
// client, and the retry of a failed one (POST/redirect/GET with a flash).
import { JOB_MESSAGES, jobQuery } from '#contract/jobs/jobs';
import { lenientQuery } from '#contract/lenient-query';
import { api } from '#app/utils/api.server';
import { redirectWith } from '#app/utils/forms.server';
import { PlatformError, type Caller } from '#app/utils/platform.server';
import { DOWNLOAD_CENTRE } from './paths';

export function listJobs(caller: Caller) {
  const query = lenientQuery(jobQuery, new URL(caller.request.url).searchParams);
  return api.jobs.jobPage(caller, query);
}

/** 重试: queues the caller's failed job again; the flash tells the outcome. */
export async function retryJob(caller: Caller, formData: FormData): Promise<Response> {
  const id = String(formData.get('id') ?? '');
  if (!/^\d{1,9}$/.test(id)) return redirectWith(caller.request, DOWNLOAD_CENTRE, JOB_MESSAGES.notFound, 'error');
  try {
    await api.jobs.jobRetry(caller, { id: Number(id) });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    return redirectWith(caller.request, DOWNLOAD_CENTRE, error.message, 'error');
  }
  return redirectWith(caller.request, DOWNLOAD_CENTRE, JOB_MESSAGES.retried);
}

import type { AppLoadContext, LoaderFunctionArgs } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { loadPublicLayout } from './public-layout.server';

const SITE = { customerPhone: '400-800-1234', copyright: '© 运宝', icpNo: '晋ICP备1号', policeNo: '', telecomLicence: '' };

describe('the public layout’s data', () => {
  it('asks the platform once for the site facts, whose customer phone the header shows (decision 009, lever 28)', async () => {
    const asked: string[] = [];
    const context: AppLoadContext = {
      cspNonce: '',
      requestId: 'req-1',
      platformFetch: async (request) => {
        asked.push(new URL(request.url).pathname);
        return Response.json({ code: 200, message: 'ok', data: SITE });
      },
    };
    const args = { request: new Request('http://localhost/about/platform'), context, params: {} } as LoaderFunctionArgs;
    const layout = await loadPublicLayout(args);
    expect(asked).toEqual(['/api-platform/api/sysControlParamController/siteInfo']);
    expect(layout.site.customerPhone).toBe('400-800-1234');
    expect(layout.user).toBeNull();
  });
});

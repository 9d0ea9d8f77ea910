import { createQueryClient } from './query-client';
import { endpointQuery } from './request';
import { installFakeApi } from '../testing/fake-api';

describe('createQueryClient', () => {
  it('never lets data go stale, refetch on focus, poll or retry', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('asks once: a failed read is not retried and a loaded one is not fetched again', async () => {
    let failing = true;
    const { fetchMock } = installFakeApi({
      'GET /api/testimonials': () => (failing ? { status: 503, body: 'down' } : { status: 200, body: [] }),
    });
    const client = createQueryClient();
    await expect(client.fetchQuery(endpointQuery('GET /api/testimonials'))).rejects.toMatchObject({ status: 503 });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    failing = false;
    const other = createQueryClient();
    await other.fetchQuery(endpointQuery('GET /api/testimonials'));
    await other.fetchQuery(endpointQuery('GET /api/testimonials'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

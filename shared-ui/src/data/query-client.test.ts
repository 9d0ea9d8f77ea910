import { createQueryClient } from './query-client';
import { fakeResponse } from '../testing/fake-response';

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe('createQueryClient', () => {
  it('never lets data go stale, refetch on focus, poll or retry', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false });
    expect(mutations).toMatchObject({ retry: false });
  });

  it("reads a query key's path as JSON, with cookies", async () => {
    fetchMock.mockResolvedValue(fakeResponse(200, '[{"slug":"hesi-vs-teas"}]'));
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ['/api/blog-posts'] })).resolves.toEqual([{ slug: 'hesi-vs-teas' }]);
    expect(fetchMock).toHaveBeenCalledWith('/api/blog-posts', expect.objectContaining({ method: 'GET', credentials: 'include' }));
  });

  it('asks once: a failed read is not retried and a loaded one is not fetched again', async () => {
    const client = createQueryClient();
    fetchMock.mockResolvedValueOnce(fakeResponse(503, 'down'));
    await expect(client.fetchQuery({ queryKey: ['/api/testimonials'] })).rejects.toThrow('503: down');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(fakeResponse(200, '[]'));
    await client.fetchQuery({ queryKey: ['/api/exam-types'] });
    await client.fetchQuery({ queryKey: ['/api/exam-types'] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

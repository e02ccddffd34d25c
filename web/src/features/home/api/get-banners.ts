import type { Banner } from '@prime/contract';
import { useQuery } from '@tanstack/react-query';
import { contentListQueryOptions } from './content-list.ts';

/** Only active banners (b_status 1) are shown. */
export const useActiveBanners = () =>
  useQuery({
    ...contentListQueryOptions<Banner>('list/banner'),
    select: (banners) => banners.filter((banner) => banner.b_status === 1),
  });

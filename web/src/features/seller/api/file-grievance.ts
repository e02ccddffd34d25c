import type { ApiSuccess, GrievanceAddBody } from '@prime/contract';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

export type FiledGrievance = ApiSuccess<{ ticket_no: string; access: string }>;

const fileGrievance = (body: GrievanceAddBody) => apiPost<FiledGrievance>('add/grievance', body);

export const useFileGrievance = () => useMutation({ mutationFn: fileGrievance });

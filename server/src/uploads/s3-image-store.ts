// The bucket of STORAGE_URL through the official AWS SDK. Objects are whole images of a few hundred
// KB at most, so they are read into memory rather than streamed.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageSetting } from '../config.ts';
import { assertImageKey, type ImageStore } from './image-store.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function createS3ImageStore(setting: Extract<StorageSetting, { kind: 's3' }>): ImageStore {
  const client = new S3Client({
    region: setting.region,
    endpoint: setting.endpoint,
    // S3-compatible servers are addressed as <endpoint>/<bucket>/<key>: no wildcard DNS needed.
    forcePathStyle: setting.endpoint !== undefined,
    credentials: setting.credentials,
    // Checksums only where S3 demands them: many S3-compatible servers refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = setting.bucket;
  const objectKey = (key: string) => {
    assertImageKey(key);
    return setting.prefix ? `${setting.prefix}/${key}` : key;
  };
  return {
    kind: 's3',
    async write(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          // Names are random or name their content (decision 0016): a CDN serving the bucket keeps them.
          CacheControl: `public, max-age=${YEAR_SECONDS}, immutable`,
        }),
      );
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async list(folder) {
      const keys: string[] = [];
      const strip = setting.prefix ? setting.prefix.length + 1 : 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${objectKey(folder)}/`,
            ContinuationToken: token,
          }),
        );
        for (const item of page.Contents ?? []) if (item.Key) keys.push(item.Key.slice(strip));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
  };
}

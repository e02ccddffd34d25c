// The bucket of STORAGE_URL through the official AWS SDK. Objects are whole images of a few hundred
// KB at most, so they are read into memory rather than streamed.
import type { S3Client } from '@aws-sdk/client-s3';
import type { StorageSetting } from '../config.ts';
import { assertImageKey, type ImageStore } from './image-store.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

type S3Sdk = typeof import('@aws-sdk/client-s3');

const isMissing = (sdk: S3Sdk, error: unknown) =>
  error instanceof sdk.NoSuchKey ||
  error instanceof sdk.NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * The SDK and its client, loaded at the first call: the SDK takes a quarter of a second to load,
 * which a store keeping its images on disk should not spend at every start
 * (docs/decisions/0044-start-up-time.md).
 */
function connector(setting: Extract<StorageSetting, { kind: 's3' }>) {
  let connected: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  return () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: setting.region,
        endpoint: setting.endpoint,
        // S3-compatible servers are addressed as <endpoint>/<bucket>/<key>: no wildcard DNS needed.
        forcePathStyle: setting.endpoint !== undefined,
        credentials: setting.credentials,
        // Checksums only where S3 demands them: many S3-compatible servers refuse the newer checksum headers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
}

export function createS3ImageStore(setting: Extract<StorageSetting, { kind: 's3' }>): ImageStore {
  const connect = connector(setting);
  const bucket = setting.bucket;
  const objectKey = (key: string) => {
    assertImageKey(key);
    return setting.prefix ? `${setting.prefix}/${key}` : key;
  };
  return {
    kind: 's3',
    async write(key, bytes, contentType) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : undefined;
      } catch (error) {
        if (isMissing(sdk, error)) return undefined;
        throw error;
      }
    },
    async exists(key) {
      const { sdk, client } = await connect();
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(sdk, error)) return false;
        throw error;
      }
    },
    async remove(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async list(folder) {
      const { sdk, client } = await connect();
      const keys: string[] = [];
      const strip = setting.prefix ? setting.prefix.length + 1 : 0;
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
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

import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  /** Address of an S3-compatible service (MinIO, R2, …); undefined means AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
}

/**
 * Objects in one bucket of any S3-compatible store. Streams go up as a multipart upload in parts
 * of a few megabytes, so a large file never sits whole in memory; S3 makes an object visible only
 * when its upload completes.
 */
export function s3Storage(options: S3StorageOptions): Storage & { close(): void } {
  // The SDK is loaded on first use: a process that never touches the bucket (a site process
  // serving cached pages) keeps its memory small.
  let sdk:
    | Promise<{
        client: S3Client;
        s3: typeof import('@aws-sdk/client-s3');
        lib: typeof import('@aws-sdk/lib-storage');
      }>
    | undefined;
  const load = () => {
    sdk ??= Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, lib]) => ({
      s3,
      lib,
      client: new s3.S3Client({
        region: options.region,
        ...(options.endpoint ? { endpoint: options.endpoint } : {}),
        // Self-hosted stores rarely have a wildcard DNS name per bucket.
        forcePathStyle: options.endpoint !== undefined,
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
      }),
    }));
    return sdk;
  };
  const Bucket = options.bucket;

  return {
    driver: 's3',
    close() {
      void sdk?.then(({ client }) => client.destroy());
    },
    async put(key, body, contentType) {
      assertStorageKey(key);
      const { client, lib } = await load();
      await new lib.Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        queueSize: 2,
        partSize: 5 * 1024 * 1024,
        leavePartsOnError: false,
      }).done();
    },
    async open(key) {
      assertStorageKey(key);
      const { client, s3 } = await load();
      try {
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key) {
      assertStorageKey(key);
      const { client, s3 } = await load();
      try {
        const answer = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertStorageKey(key);
      const { client, s3 } = await load();
      await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check(signal) {
      // HeadBucket needs no object and no listing permission beyond the bucket's own.
      const { client, s3 } = await load();
      await client.send(new s3.HeadBucketCommand({ Bucket }), signal ? { abortSignal: signal } : {});
    },
  };
}
